/** Members' feedback: new or replied; a reply goes to the member as a station message. */
import { useCallback, useState } from 'react';
import type { FeedbackStatus } from '../../domain/contract/feedback.ts';
import { FEEDBACK_REPLY_MAX, type FeedbackItem } from '../../domain/contract/ops-reviews.ts';
import { feedbackItems, replyToFeedback } from '../common/calls.ts';
import { MemberCell, SentCell } from '../queue/ItemParts.tsx';
import { Lightbox } from '../common/Lightbox.tsx';
import { StatusFilter } from '../common/StatusFilter.tsx';
import { dateTime, TEXTS } from '../common/texts.ts';
import { useItems } from '../queue/useQueueItems.ts';
import { useOpsForm } from '../common/use-ops-form.ts';

const STATUSES: ReadonlyArray<{ value: FeedbackStatus; label: string }> = [
  { value: 'new', label: 'Novos' },
  { value: 'replied', label: 'Respondidos' },
];

/** The member's words are the item's `text`; `content` would otherwise show again as a field. */
const asItem = ({ content, ...rest }: FeedbackItem) => ({ ...rest, text: content });

function ReplyForm({ id, onReplied }: { id: number; onReplied: () => void }) {
  const { values: { text }, setField, busy, result, submitWith } = useOpsForm({ text: '' });
  const error = result?.ok === false ? result.text : null;
  const submit = submitWith(async () => {
    await replyToFeedback(id, text.trim());
    onReplied();
  });
  return (
    <form className="ops-reply" onSubmit={submit}>
      <textarea
        name="reply"
        rows={3}
        maxLength={FEEDBACK_REPLY_MAX}
        placeholder={TEXTS.replyPlaceholder}
        aria-label={TEXTS.reply}
        value={text}
        onChange={(e) => setField('text', e.target.value)}
      />
      {error && <p className="ops-error">{error}</p>}
      <button type="submit" className="ops-button ops-primary" disabled={busy || !text.trim()}>
        {TEXTS.sendReply}
      </button>
    </form>
  );
}

export function FeedbackPage({ onReplied }: { onReplied: () => void }) {
  const [status, setStatus] = useState<FeedbackStatus>('new');
  const load = useCallback(() => feedbackItems(status), [status]);
  const { items, error, reload } = useItems<FeedbackItem>(load);
  const [image, setImage] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const replied = () => {
    setNotice(TEXTS.replied);
    reload();
    onReplied();
  };

  return (
    <section className="ops-page" aria-labelledby="feedback-title">
      <header className="ops-page-header">
        <h1 id="feedback-title">{TEXTS.feedback}</h1>
        <StatusFilter statuses={STATUSES} value={status} onChange={setStatus} />
        <button type="button" className="ops-button" onClick={reload}>
          {TEXTS.refresh}
        </button>
      </header>
      {notice && (
        <p className="ops-notice" role="status">
          {notice}
        </p>
      )}
      {error && <p className="ops-error">{error}</p>}
      {!items && !error && <p className="ops-muted">{TEXTS.loading}</p>}
      {items?.length === 0 && <p className="ops-empty">{TEXTS.empty}</p>}
      {items && items.length > 0 && (
        <table className="ops-table">
          <thead>
            <tr>
              <th>#</th>
              <th>{TEXTS.member}</th>
              <th>{TEXTS.sent}</th>
              <th>{TEXTS.createdAt}</th>
              {status === 'new' && <th>{TEXTS.reply}</th>}
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <tr key={item.id} data-id={item.id}>
                <td className="ops-id">{item.id}</td>
                <td>
                  <MemberCell item={item} />
                </td>
                <td>
                  <SentCell item={asItem(item)} onOpenImage={setImage} />
                </td>
                <td className="ops-nowrap">{dateTime(item.created_at)}</td>
                {status === 'new' && (
                  <td className="ops-reply-cell">
                    <ReplyForm id={item.id} onReplied={replied} />
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {image && <Lightbox url={image} onClose={() => setImage(null)} />}
    </section>
  );
}
