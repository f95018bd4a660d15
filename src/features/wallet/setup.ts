/** The feature's strings and styles, registered when its chunk loads (not in the first screen). */
import { addTranslations } from '../../lib/i18n.ts';
import { wallet } from '../../lib/locales/pt/wallet.ts';
import './wallet.css';

addTranslations(wallet);
