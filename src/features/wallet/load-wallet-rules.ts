import { importOnce } from '../../lib/import-once.ts';

/** The wallet page's rules: imported when the page rests or at the first submit, whichever comes first. */
export const loadWalletRules = importOnce(() => import('./wallet-rules.ts'));
export const loadBindAccountRequest = () => loadWalletRules().then((rules) => rules.bindAccountRequest);
