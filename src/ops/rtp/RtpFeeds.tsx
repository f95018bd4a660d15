/**
 * The feeds that post readings themselves: each with when it last delivered and whether it is
 * live; a new one shows its key once (with a copy button), a revoke asks first.
 */
import { useState } from 'react';
import { RTP_FEED_NAME_MAX, type RtpFeed } from '../../domain/contract/ops-rtp.ts';
import { MembersConfirm } from '../members/MembersConfirm.tsx';
import { createRtpFeed, revokeRtpFeed, rtpFeeds } from './rtp-calls.ts';
import { RTP_TEXTS as T } from './rtp-texts.ts';
import { dateTime, TEXTS } from '../common/texts.ts';
import { LoadNotice } from '../common/LoadNotice.tsx';
import { useOpsForm } from '../common/use-ops-form.ts';
import { loaded, useOpsLoad, withRow } from '../common/use-ops-load.ts';

const loadFeeds = async () => (await rtpFeeds()).list;

const stateOf = (feed: RtpFeed) => (feed.revoked_at ? T.revoked(dateTime(feed.revoked_at)) : feed.live ? T.live : T.idle);

export function RtpFeeds() {
  const { state, reload, update } = useOpsLoad(loadFeeds);
  const feeds = loaded(state) ?? [];
  const action = useOpsForm({ name: '' });
  const { values: { name }, setField } = action;
  const [shownKey, setShownKey] = useState<{ name: string; key: string } | null>(null);
  const [copied, setCopied] = useState('');
  const [confirming, setConfirming] = useState<RtpFeed | null>(null);

  const create = action.submitWith(async () => {
    const made = await createRtpFeed(name.trim());
    update((current) => [made.feed, ...current]);
    setShownKey({ name: made.feed.name, key: made.key });
    setCopied('');
    setField('name', '');
  });

  const revoke = (feed: RtpFeed) =>
    void action.run(async () => {
      const changed = await revokeRtpFeed(feed.id);
      update((current) => withRow(current, changed));
      return T.revokedNotice(feed.name);
    }).finally(() => setConfirming(null));

  const copy = async (key: string) => {
    try {
      await navigator.clipboard.writeText(key);
      setCopied(T.copied);
    } catch {
      setCopied(T.copyFailed);
    }
  };

  return (
    <section className="ops-card rtp-card" aria-labelledby="rtp-feeds-title">
      <header className="ops-page-header">
        <h2 id="rtp-feeds-title">{T.feedsTitle}</h2>
        <button type="button" className="ops-button" onClick={reload}>{TEXTS.refresh}</button>
      </header>
      <p className="ops-hint">{T.feedsHint}</p>
      <form className="ops-form" onSubmit={create} aria-label={T.create}>
        <label className="ops-field">
          <span>{T.feedName}</span>
          <input value={name} maxLength={RTP_FEED_NAME_MAX} onChange={(e) => setField('name', e.target.value)} />
        </label>
        <div className="ops-row-actions">
          <button type="submit" className="ops-button ops-primary" disabled={action.busy}>{T.create}</button>
        </div>
      </form>
      {shownKey && (
        <div className="ops-warning rtp-key" role="region" aria-label={T.keyTitle(shownKey.name)}>
          <strong>{T.keyTitle(shownKey.name)}</strong>
          <p className="ops-hint">{T.keyHint}</p>
          <code data-testid="rtp-feed-key">{shownKey.key}</code>
          <div className="ops-row-actions">
            <button type="button" className="ops-button" onClick={() => void copy(shownKey.key)}>{T.copy}</button>
            <button type="button" className="ops-link" onClick={() => setShownKey(null)}>{T.hideKey}</button>
          </div>
          {copied && <p className="ops-hint" role="status">{copied}</p>}
        </div>
      )}
      {state.status === 'refused' && <LoadNotice state={state} />}
      {action.result && <p className={action.result.ok ? 'ops-notice' : 'ops-error'} role={action.result.ok ? 'status' : 'alert'}>{action.result.text}</p>}
      {feeds.length === 0 ? (
        <p className="ops-empty">{T.noFeeds}</p>
      ) : (
        <table className="ops-table" aria-label={T.feedsTitle}>
          <thead>
            <tr>{T.feedColumns.map((c) => <th key={c}>{c}</th>)}</tr>
          </thead>
          <tbody>
            {feeds.map((feed) => (
              <tr key={feed.id}>
                <td>{feed.name}</td>
                <td>{dateTime(feed.created_at)}</td>
                <td>{feed.last_reading_at ? dateTime(feed.last_reading_at) : T.never}</td>
                <td>{stateOf(feed)}</td>
                <td className="ops-nowrap">
                  {!feed.revoked_at && (
                    <button type="button" className="ops-link" disabled={action.busy} onClick={() => setConfirming(feed)} aria-label={`${T.revoke} ${feed.name}`}>
                      {T.revoke}
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {confirming && (
        <MembersConfirm
          title={T.revokeTitle(confirming.name)} text={T.revokeText} confirm={T.confirmRevoke} busy={action.busy}
          onConfirm={() => revoke(confirming)} onCancel={() => setConfirming(null)}
        />
      )}
    </section>
  );
}
