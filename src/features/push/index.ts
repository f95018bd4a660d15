/** Web push: the offer after a meaningful action; loaded lazily by the shell (src/app/PushOffer.tsx). */
export { PushPrompt as default } from './PushPrompt.tsx';
export { decideAsk, readAskMemory, rememberAsk, PUSH_ASK_KEY, PUSH_LATER_DAYS } from './ask-rule.ts';
