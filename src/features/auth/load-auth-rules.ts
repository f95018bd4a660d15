import { importOnce } from '../../lib/import-once.ts';

/** The forms' rules: imported when the login page rests or at the first submit, whichever comes first. */
export const loadAuthRules = importOnce(() => import('./auth-rules.ts'));
export const loadCredentials = () => loadAuthRules().then((rules) => rules.credentials);
export const loadRegisterRequest = () => loadAuthRules().then((rules) => rules.registerRequest);
