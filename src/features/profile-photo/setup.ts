/** The feature's strings and styles, registered when its chunk loads (not in the first screen). */
import { addTranslations } from '../../lib/i18n.ts';
import { photo } from '../../lib/locales/pt/photo.ts';
import './profile-photo.css';

addTranslations(photo);
