/** Shares for verification and the task center. */
import './setup.ts';

export { ShareCampaigns } from './ShareCampaigns.tsx';
export { ShareSubmitScreen } from './ShareSubmitScreen.tsx';
export { TaskCenter } from './TaskCenter.tsx';
export { TaskRecords } from './TaskRecords.tsx';
export { SubmitDetailView } from './SubmitDetailView.tsx';
