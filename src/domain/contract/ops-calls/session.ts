/** Operator calls: session (sign-in with the authenticator's code when on, who is signed in, sign-out, the command line's add). */
import { z } from 'zod';
import {
  addOperatorBody, operatorAnswer, operatorMeAnswer, operatorSessionAnswer, signInBody,
} from '../ops-operators.ts';
import { defineCalls, NO_INPUT, perMinute } from '../define-call.ts';

export const SESSION_CALLS = defineCalls({
  signIn: {
    method: 'POST', path: '/api/ops/session', who: 'public', input: signInBody, answer: operatorSessionAnswer,
    // Per IP; each account also locks after 5 wrong passwords (server/services/operators.ts).
    limit: perMinute(10),
    doc: 'An operator signs in with name, password and, once turned on, the authenticator\'s code; answers a session token and the role.',
  },
  whoAmI: {
    method: 'GET', path: '/api/ops/session', who: 'anyOperator', input: NO_INPUT, answer: operatorMeAnswer,
    doc: 'The signed-in operator: name, role, and whether the authenticator is on or must be turned on first.',
  },
  signOut: { method: 'POST', path: '/api/ops/session/end', who: 'anyOperator', input: NO_INPUT, answer: z.null(), doc: 'Ends this operator session.' },
  addOperator: {
    method: 'POST', path: '/api/ops/operators', who: 'secret', input: addOperatorBody, answer: operatorAnswer,
    doc: 'Adds an operator with a role, admin unless named (the command line, with the shared secret).',
  },
});
