/** The sign-in and sign-up forms' zod rules, the server's own: loaded apart, so the forms draw without zod (load-auth-rules.ts). */
import { loginRequest, registerRequest } from '../../domain/contract/auth.ts';
import { email, phone } from '../../domain/validation.ts';

export const credentials = loginRequest.pick({ username: true, password: true });
export { email, phone, registerRequest };
