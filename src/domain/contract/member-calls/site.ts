/** Member calls: public start-up data (ads and configs, tracking scripts, languages, settings). */
import { adsAndConfigsAnswer, languagesAnswer, settingsGroupsAnswer, trackingScriptsAnswer } from '../answers/site.ts';
import { adsAndConfigsQuery } from '../site.ts';
import { NO_INPUT, defineCalls } from '../define-call.ts';

export const SITE_CALLS = defineCalls({
  trackingScripts: {
    method: 'GET', path: '/api/auth/GetTongji', who: 'public', input: NO_INPUT, answer: trackingScriptsAnswer,
    doc: 'The tracking scripts the operators switched on, for the page\'s head.',
  },
  adsAndConfigs: {
    method: 'GET', path: '/api/ads-and-configs', who: 'public', input: adsAndConfigsQuery, answer: adsAndConfigsAnswer,
    doc: 'The ads and site configurations asked for by name (`configs[]`).',
  },
  settingsGroups: {
    method: 'GET', path: '/api/settings/groups', who: 'public', input: NO_INPUT, answer: settingsGroupsAnswer,
    doc: 'The site\'s settings by group.',
  },
  languages: {
    method: 'GET', path: '/api/languages', who: 'public', input: NO_INPUT, answer: languagesAnswer,
    doc: 'The languages the app offers (Portuguese only).',
  },
});
