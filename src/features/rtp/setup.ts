/** The feature's strings and styles, registered when its chunk loads (not in the first screen). */
import { addTranslations } from '../../lib/i18n.ts';
import { rtp } from '../../lib/locales/pt/rtp.ts';
import './rtp.css';

addTranslations(rtp);
