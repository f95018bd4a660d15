/** The feature's strings and styles, registered when its chunk loads (not in the first screen). */
import { addTranslations } from '../../lib/i18n.ts';
import { invites } from '../../lib/locales/pt/invites.ts';
import './invites.css';

addTranslations(invites);
