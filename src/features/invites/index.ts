/** Invites: the invite link with QR and share sheet, the guest list, the affiliate page. */
import './setup.ts';

export { InviteShare } from './InviteShare.tsx';
export { InvitedFriends } from './InvitedFriends.tsx';
export { AffiliateView } from './AffiliateView.tsx';
