/** The feature's strings and styles, registered when its chunk loads (after the first paint). */
import { addTranslations } from '../../lib/i18n.ts';
import { ui } from '../../lib/locales/pt/promo.ts';
import './promo.css';

addTranslations(ui);
