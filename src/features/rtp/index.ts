/** RTP market and sponsors: the RTP tab, the sponsor list and a sponsor's page. */
import './setup.ts';

export { RtpMarket } from './RtpMarket.tsx';
export { SponsorList } from './SponsorList.tsx';
export { SponsorInfoView } from './SponsorInfoView.tsx';
export { applyRowUpdates } from './row-updates.ts';
export { RTP_POLL_STORAGE_KEY } from './poll-interval.ts';
