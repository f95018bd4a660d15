/** The feature's strings and styles, registered when its chunk loads (not in the first screen). */
import { addTranslations } from '../../lib/i18n.ts';
import { feedback } from '../../lib/locales/pt/feedback.ts';
import './feedback.css';

addTranslations(feedback);
