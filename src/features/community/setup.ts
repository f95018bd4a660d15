/** The feature's strings and styles, registered when its chunk loads (not in the first screen). */
import { addTranslations } from '../../lib/i18n.ts';
import { community } from '../../lib/locales/pt/community.ts';
import './community.css';

addTranslations(community);
