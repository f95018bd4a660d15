/** The "RTP" page: readings from a CSV, and (for admins) the feeds that send readings themselves. */
import { RtpCsvImport } from './RtpCsvImport.tsx';
import { RtpFeeds } from './RtpFeeds.tsx';
import { RTP_TEXTS as T } from './rtp-texts.ts';
import './rtp.css';

export function RtpPage({ feeds }: { feeds: boolean }) {
  return (
    <section className="ops-page" aria-labelledby="rtp-title">
      <header className="ops-page-header">
        <h1 id="rtp-title">{T.title}</h1>
      </header>
      <div className="rtp-cards">
        <RtpCsvImport />
        {feeds && <RtpFeeds />}
      </div>
    </section>
  );
}
