/** The wallet page's zod rules (binding an account), the server's own: loaded apart, so the page draws without zod. */
export { bindAccountRequest } from '../../domain/contract/wallet.ts';
