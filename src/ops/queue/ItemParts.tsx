/**
 * How a queue item is shown, by the convention of docs/api.md: `member`, `images`, `link`, `text`
 * and `remark` have their own look; every other field is a label/value line.
 */
import { useState } from 'react';
import type { QueueItem } from '../../domain/contract/ops.ts';
import { MemberSummaryPanel } from '../members/MemberSummaryPanel.tsx';
import { FIELD_LABELS, TEXTS } from '../common/texts.ts';

/** Fields shown elsewhere in the row (or only ids and duplicates of the member). */
const SPECIAL = new Set(['id', 'status', 'created_at', 'member', 'member_id', 'user_id', 'username', 'images', 'link', 'text', 'remark', 'status_text']);

function valueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'object') {
    if ('label' in value) return String((value as { label: unknown }).label);
    return Object.values(value as Record<string, unknown>).filter((v) => v !== null && v !== '' && typeof v !== 'object').join(', ');
  }
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(value)) return new Date(value).toLocaleString('pt-BR');
  if (typeof value === 'number') return value.toLocaleString('pt-BR');
  return String(value);
}

export function MemberCell({ item, onOnlyMember }: { item: QueueItem; onOnlyMember?: (memberId: string, label: string) => void }) {
  const [open, setOpen] = useState(false);
  const member = item.member;
  if (!member) return <span className="ops-muted">—</span>;
  return (
    <div className="ops-member">
      <strong>{member.nickname || member.username}</strong>
      <span className="ops-muted">
        @{member.username} · #{member.id}
      </span>
      {onOnlyMember && (
        <button type="button" className="ops-link" onClick={() => onOnlyMember(member.id, member.nickname || member.username)}>
          {TEXTS.memberHistory}
        </button>
      )}
      <button type="button" className="ops-link" aria-expanded={open} onClick={() => setOpen(!open)}>
        {open ? TEXTS.hideSummary : TEXTS.summary}
      </button>
      {open && <MemberSummaryPanel memberId={member.id} />}
    </div>
  );
}

export function Thumbnails({ images, onOpen }: { images: QueueItem['images']; onOpen: (url: string) => void }) {
  if (!images?.length) return null;
  return (
    <div className="ops-thumbs">
      {images.map((image, i) => (
        <button type="button" key={image.url} className="ops-thumb" onClick={() => onOpen(image.url)} aria-label={TEXTS.imageOf(i + 1)}>
          <img src={image.thumb_url} alt={TEXTS.imageOf(i + 1)} loading="lazy" />
        </button>
      ))}
    </div>
  );
}

export function SentCell({ item, onOpenImage }: { item: QueueItem; onOpenImage: (url: string) => void }) {
  // Empty fields (a decision time not set yet) are noise on a row waiting for a decision.
  const fields = Object.entries(item).filter(([key, value]) => !SPECIAL.has(key) && value !== undefined && value !== null && value !== '');
  return (
    <div className="ops-sent">
      {item.text && <p className="ops-text">{item.text}</p>}
      {item.link && (
        <a href={item.link} target="_blank" rel="noopener noreferrer" className="ops-link">
          {item.link}
        </a>
      )}
      <Thumbnails images={item.images} onOpen={onOpenImage} />
      {fields.length > 0 && (
        <dl className="ops-fields">
          {fields.map(([key, value]) => (
            <div key={key}>
              <dt>{FIELD_LABELS[key] ?? key}</dt>
              <dd>{valueText(value)}</dd>
            </div>
          ))}
        </dl>
      )}
      {item.remark && <p className="ops-remark">“{item.remark}”</p>}
    </div>
  );
}
