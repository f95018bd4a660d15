/**
 * One review queue: filter by status, the items with their member and what they sent, and
 * approve / reject one item or the selected ones (through decide-many, so each id gets its own answer).
 */
import { useCallback, useMemo, useState } from 'react';
import type { QueueItem, QueueSummary } from '../../domain/contract/ops.ts';
import { decideMany, queueItems } from '../common/calls.ts';
import { DecisionDialog } from './DecisionDialog.tsx';
import { MemberCell, SentCell } from './ItemParts.tsx';
import { Lightbox } from '../common/Lightbox.tsx';
import { StatusFilter } from '../common/StatusFilter.tsx';
import { dateTime, TEXTS } from '../common/texts.ts';
import { useItems } from './useQueueItems.ts';

interface Pending {
  ids: number[];
  approve: boolean;
}

export function QueuePage({ queue, onDecided }: { queue: QueueSummary; onDecided: () => void }) {
  const [status, setStatus] = useState(queue.statuses[0]?.value ?? '');
  const load = useCallback(() => queueItems(queue.name, status), [queue.name, status]);
  const { items, error, reload } = useItems<QueueItem>(load);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [pending, setPending] = useState<Pending | null>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [image, setImage] = useState<string | null>(null);
  const [onlyMember, setOnlyMember] = useState<{ id: string; label: string } | null>(null);
  const waiting = status === queue.statuses[0]?.value;

  const shown = useMemo(() => (items ?? []).filter((item) => !onlyMember || item.member?.id === onlyMember.id), [items, onlyMember]);

  const changeStatus = (next: string) => {
    setStatus(next);
    setSelected(new Set());
    setNotice(null);
  };
  const toggle = (id: number) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const allSelected = shown.length > 0 && shown.every((item) => selected.has(item.id));
  const toggleAll = () => setSelected(allSelected ? new Set() : new Set(shown.map((item) => item.id)));

  const confirm = async (remark: string) => {
    if (!pending) return;
    setBusy(true);
    try {
      const results = await decideMany(queue.name, pending.ids, pending.approve, remark);
      const failed = results.filter((r) => !r.ok);
      setNotice([TEXTS.decided(results.length - failed.length, failed.length), ...failed.map((r) => `#${r.id}: ${r.msg}`)].join(' '));
      setSelected(new Set());
      reload();
      onDecided();
    } catch (failure) {
      setNotice((failure as Error).message);
    } finally {
      setBusy(false);
      setPending(null);
    }
  };

  return (
    <section className="ops-page" aria-labelledby="queue-title">
      <header className="ops-page-header">
        <h1 id="queue-title">{queue.label}</h1>
        <StatusFilter statuses={queue.statuses} value={status} onChange={changeStatus} />
        <button type="button" className="ops-button" onClick={reload}>
          {TEXTS.refresh}
        </button>
      </header>
      {onlyMember && (
        <p className="ops-filter-note">
          {TEXTS.onlyMember(onlyMember.label)}{' '}
          <button type="button" className="ops-link" onClick={() => setOnlyMember(null)}>
            {TEXTS.showAll}
          </button>
        </p>
      )}
      {notice && (
        <p className="ops-notice" role="status">
          {notice}
        </p>
      )}
      {waiting && selected.size > 0 && (
        <div className="ops-bulk" role="toolbar">
          <span>{TEXTS.selected(selected.size)}</span>
          <button type="button" className="ops-button ops-primary" onClick={() => setPending({ ids: [...selected], approve: true })}>
            {TEXTS.approveSelected}
          </button>
          <button type="button" className="ops-button ops-danger" onClick={() => setPending({ ids: [...selected], approve: false })}>
            {TEXTS.rejectSelected}
          </button>
        </div>
      )}
      {error && <p className="ops-error">{error}</p>}
      {!items && !error && <p className="ops-muted">{TEXTS.loading}</p>}
      {items && shown.length === 0 && <p className="ops-empty">{TEXTS.empty}</p>}
      {shown.length > 0 && (
        <table className="ops-table">
          <thead>
            <tr>
              {waiting && (
                <th className="ops-check">
                  <input type="checkbox" aria-label={TEXTS.selectAll} checked={allSelected} onChange={toggleAll} />
                </th>
              )}
              <th>#</th>
              <th>{TEXTS.member}</th>
              <th>{TEXTS.sent}</th>
              <th>{TEXTS.createdAt}</th>
              <th>{waiting ? TEXTS.actions : TEXTS.status}</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((item) => (
              <tr key={item.id} data-id={item.id}>
                {waiting && (
                  <td className="ops-check">
                    <input type="checkbox" aria-label={`#${item.id}`} checked={selected.has(item.id)} onChange={() => toggle(item.id)} />
                  </td>
                )}
                <td className="ops-id">{item.id}</td>
                <td>
                  <MemberCell item={item} onOnlyMember={onlyMember ? undefined : (id, label) => setOnlyMember({ id, label })} />
                </td>
                <td>
                  <SentCell item={item} onOpenImage={setImage} />
                </td>
                <td className="ops-nowrap">{dateTime(item.created_at)}</td>
                <td>
                  {waiting ? (
                    <div className="ops-row-actions">
                      <button type="button" className="ops-button ops-primary" onClick={() => setPending({ ids: [item.id], approve: true })}>
                        {TEXTS.approve}
                      </button>
                      <button type="button" className="ops-button ops-danger" onClick={() => setPending({ ids: [item.id], approve: false })}>
                        {TEXTS.reject}
                      </button>
                    </div>
                  ) : (
                    <span className={`ops-status ops-status-${item.status}`}>{queue.statuses.find((s) => s.value === item.status)?.label ?? item.status}</span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {pending && <DecisionDialog approve={pending.approve} count={pending.ids.length} busy={busy} onConfirm={confirm} onCancel={() => setPending(null)} />}
      {image && <Lightbox url={image} onClose={() => setImage(null)} />}
    </section>
  );
}
