/** Shares for verification and the task center (issue 11). */
import './setup.ts';

export { ShareCampaigns } from './ShareCampaigns.tsx';
export { ShareSubmitScreen } from './ShareSubmitScreen.tsx';
// TaskCenter is in forms.ts: its proof form brings zod, which the other screens do not need.
export { TaskRecords } from './TaskRecords.tsx';
export { SubmitDetailView } from './SubmitDetailView.tsx';
