/** The "RTP" page's operator calls: a CSV of readings (check, then import) and the feeds. */
import { callOps } from '../common/api.ts';

export const previewRtpCsv = (csv: string) => callOps('rtpCsvPreview', { csv });
export const importRtpCsv = (csv: string) => callOps('rtpCsvImport', { csv });
export const rtpFeeds = () => callOps('rtpFeedList', {});
export const createRtpFeed = (name: string) => callOps('rtpFeedCreate', { name });
export const revokeRtpFeed = (id: number) => callOps('rtpFeedRevoke', { id });
