/** The feature's strings and styles, registered when its chunk loads (not in the first screen). */
import { addTranslations } from '../../lib/i18n.ts';
import { rewards } from '../../lib/locales/pt/rewards.ts';
import './rewards.css';

addTranslations(rewards);
