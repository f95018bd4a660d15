/**
 * The `rules` and `server` namespaces (src/domain's shared messages, so client and server say the
 * same words). No first-screen component reads them, so they are registered when a chunk that does
 * loads: the HTTP client (right after first paint) and the forms (SliderCaptcha, …) import this module.
 */
import { RULE_MESSAGES, SERVER_MESSAGES } from '../domain/messages.pt.ts';
import { addNamespace } from './i18n.ts';

addNamespace('rules', RULE_MESSAGES);
addNamespace('server', SERVER_MESSAGES);
