/** Station messages: list with unread marks, one message, mark all as read. */
import './setup.ts';

export { StationMessages } from './StationMessages.tsx';
export { StationMessageDetail } from './StationMessageDetail.tsx';
