/** The operator session's and "Minha conta"'s calls, one typed function each. */
import { callOps } from '../common/api.ts';

/** `code`: the authenticator's, sent only once the server asked for it. */
export const signIn = (name: string, password: string, code?: string) => callOps('signIn', { name, password, ...(code ? { code } : {}) });
export const signOut = () => callOps('signOut', {});
export const whoAmI = () => callOps('whoAmI', {});
export const startTotp = () => callOps('totpStart', {});
export const confirmTotp = (code: string) => callOps('totpConfirm', { code });
export const disableTotp = (code: string) => callOps('totpDisable', { code });
