/** Operator calls: session (sign-in with the authenticator's code when on, who is signed in, sign-out, the command line's add). */
import { z } from 'zod';
import {
  addOperatorBody, noInput, operatorAnswer, operatorMeAnswer, operatorSessionAnswer, signInBody,
} from '../ops-operators.ts';
import { defineOpsCalls } from './define.ts';

export const SESSION_CALLS = defineOpsCalls({
  signIn: {
    method: 'POST', path: '/api/ops/session', who: 'public', input: signInBody, answer: operatorSessionAnswer,
    doc: 'An operator signs in with name, password and, once turned on, the authenticator\'s code; answers a session token and the role.',
  },
  whoAmI: {
    method: 'GET', path: '/api/ops/session', who: 'anyOperator', input: noInput, answer: operatorMeAnswer,
    doc: 'The signed-in operator: name, role, and whether the authenticator is on or must be turned on first.',
  },
  signOut: { method: 'POST', path: '/api/ops/session/end', who: 'anyOperator', input: noInput, answer: z.null(), doc: 'Ends this operator session.' },
  addOperator: {
    method: 'POST', path: '/api/ops/operators', who: 'secret', input: addOperatorBody, answer: operatorAnswer,
    doc: 'Adds an operator with a role, admin unless named (the command line, with the shared secret).',
  },
});
