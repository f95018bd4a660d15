/** The feature's strings and styles, registered when its chunk loads (not in the first screen). */
import { addTranslations } from '../../lib/i18n.ts';
import { messages } from '../../lib/locales/pt/messages.ts';
import './messages.css';

addTranslations(messages);
