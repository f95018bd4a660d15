/** How many station messages the signed-in member has not read: the Me tab's and menu's badge. */
import { create } from 'zustand';

export interface UnreadMessagesState {
  unread: number;
  setUnread: (unread: number) => void;
}

export const useUnreadMessagesStore = create<UnreadMessagesState>()((set) => ({
  unread: 0,
  setUnread: (unread) => set({ unread: Math.max(0, Math.floor(unread)) }),
}));
