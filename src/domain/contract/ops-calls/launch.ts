/** Operator calls: the launch checklist on the admin's first page. */
import { z } from '../../zod.ts';
import { launchChecklistAnswer } from '../ops-launch.ts';
import { ADMIN, defineCalls } from '../define-call.ts';

export const LAUNCH_CALLS = defineCalls({
  launchChecklist: {
    method: 'GET', path: '/api/ops/launch', who: ADMIN, input: z.object({}), answer: launchChecklistAnswer,
    doc: 'What members still need before they can play: terms, a game on with prizes, a withdrawal type, SMS and e-mail providers answering (checked now), push keys, the page icon.',
  },
});
