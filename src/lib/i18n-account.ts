/**
 * The account pages' strings (auth, captcha, me, password, setting, userinfo, perfection, forget):
 * every page or component that reads them imports this module, so they load with its chunk.
 */
import { addTranslations } from './i18n.ts';
import { account } from './locales/pt/account.ts';

addTranslations(account);
