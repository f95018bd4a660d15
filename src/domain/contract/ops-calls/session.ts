/** Operator calls: session. */
import { LEGACY } from './legacy.ts';
import { defineOpsCalls } from './define.ts';

export const SESSION_CALLS = defineOpsCalls({
  signIn: { method: 'POST', path: '/api/ops/session', who: 'public', doc: 'An operator signs in with name and password; answers a session token.', ...LEGACY },
  whoAmI: { method: 'GET', path: '/api/ops/session', who: 'anyOperator', doc: 'The signed-in operator: name and role.', ...LEGACY },
  signOut: { method: 'POST', path: '/api/ops/session/end', who: 'anyOperator', doc: 'Ends this operator session.', ...LEGACY },
  addOperator: { method: 'POST', path: '/api/ops/operators', who: 'secret', doc: 'Adds an operator (the command line, with the shared secret).', ...LEGACY },
});
