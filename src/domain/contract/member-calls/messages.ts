/** Member calls: station messages. */
import { readAllAnswer, stationMessageAnswer, stationMessagesAnswer, unreadAnswer } from '../answers/markets.ts';
import { stationMessageIdRequest, stationMessagesRequest } from '../messages.ts';
import { NO_INPUT, defineCalls } from '../define-call.ts';

export const MESSAGE_CALLS = defineCalls({
  stationMessages: {
    method: 'POST', path: '/api/messages/list', who: 'member', input: stationMessagesRequest, answer: stationMessagesAnswer,
    doc: 'The member\'s station messages, newest first.',
  },
  stationMessageDetail: {
    method: 'POST', path: '/api/messages/detail', who: 'member', input: stationMessageIdRequest, answer: stationMessageAnswer,
    doc: 'One station message, marked read.',
  },
  unreadMessages: {
    method: 'POST', path: '/api/messages/unread', who: 'member', input: NO_INPUT, answer: unreadAnswer,
    doc: 'How many station messages the member has not read.',
  },
  readAllMessages: {
    method: 'POST', path: '/api/messages/readAll', who: 'member', input: NO_INPUT, answer: readAllAnswer,
    doc: 'Marks every station message of the member read.',
  },
});
