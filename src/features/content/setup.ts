/** The feature's strings and styles, registered when its chunk loads (not in the first screen). */
import { addTranslations } from '../../lib/i18n.ts';
import { content } from '../../lib/locales/pt/content.ts';
import './content.css';

addTranslations(content);
