import { useState } from 'react';
import { useTranslation } from '../../lib/i18n.ts';
import { getTaskRecord } from '../../api/index.ts';
import { LoadGate } from '../../components/LoadGate.tsx';
import type { TaskImage, TaskSubmission } from '../../domain/contract/tasks.ts';
import { formatDateTime } from '../../lib/format.ts';
import { useRecord } from '../../lib/use-load.ts';
import { STATUS_CLASS } from './labels.ts';

const fetchDetail = (id: string) => getTaskRecord(id, { loading: false });

/** pages/SubmitDetails/SubmitDetails?id=: what was sent, the status, the reason and the reward. */
export function SubmitDetailView({ id }: { id: string | undefined }) {
  const { t } = useTranslation();
  const { state, reload } = useRecord(id, fetchDetail);
  return (
    <LoadGate state={state} reload={reload} notFound={t('submitDetails.notFound')}>
      {(s: TaskSubmission) => (
        <>
          <section className="card detail-head">
            <span className="muted">{t('submitDetails.task')}</span>
            <span className="detail-head__title">{s.task_title}</span>
            <span className={`status status--${STATUS_CLASS[s.status]}`} data-testid="submission-status">{t(`submissionStatus.${s.status}`)}</span>
          </section>
          <section className="card">
            <dl className="detail-list">
              <dt>{t('submitDetails.reward')}</dt><dd>{t('submitDetails.rewardPoints', { points: s.points })}</dd>
              <dt>{t('submitDetails.sentAt')}</dt><dd>{formatDateTime(s.created_at)}</dd>
              {s.decided_at ? <><dt>{t('submitDetails.decidedAt')}</dt><dd>{formatDateTime(s.decided_at)}</dd></> : null}
              {s.remark ? <><dt>{t(s.status === 'rejected' ? 'submitDetails.reason' : 'submitDetails.note')}</dt><dd data-testid="submission-remark">{s.remark}</dd></> : null}
            </dl>
          </section>
          {s.text ? <section className="card"><h2 className="section-title">{t('submitDetails.text')}</h2><p className="sent-text">{s.text}</p></section> : null}
          {s.link ? (
            <section className="card"><h2 className="section-title">{t('submitDetails.link')}</h2>
              <a className="sent-link" href={s.link} target="_blank" rel="noopener noreferrer nofollow">{s.link}</a></section>
          ) : null}
          {s.images.length > 0 ? <SentImages images={s.images} /> : null}
        </>
      )}
    </LoadGate>
  );
}

/** Thumbnails; a tap shows the image full-screen, a tap anywhere closes it. */
function SentImages({ images }: { images: TaskImage[] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<TaskImage | null>(null);
  return (
    <section className="card">
      <h2 className="section-title">{t('submitDetails.images')}</h2>
      <ul className="sent-images">
        {images.map((image, index) => (
          <li key={image.url}>
            <button type="button" onClick={() => setOpen(image)} aria-label={t('submitDetails.openImage', { n: index + 1 })}>
              <img src={image.thumb_url} alt="" loading="lazy" />
            </button>
          </li>
        ))}
      </ul>
      {open ? (
        <button type="button" className="lightbox" onClick={() => setOpen(null)} aria-label={t('submitDetails.closeImage')} data-testid="lightbox">
          <img src={open.url} alt="" />
        </button>
      ) : null}
    </section>
  );
}
