import { useTranslation } from '../../lib/i18n.ts';
import type { ShareStatus } from '../../domain/contract/share-values.ts';
import { STATUS_CLASS } from './labels.ts';

interface Outcome {
  status: ShareStatus;
  remark: string | null;
  points: number;
}

/** Why a submission was refused, under its title (nothing otherwise). */
export function RefusalReason({ item }: { item: Outcome }) {
  const { t } = useTranslation();
  return item.status === 'rejected' && item.remark ? <span className="entry__reason">{t('shareing.reason', { remark: item.remark })}</span> : null;
}

/** A submission's status, and the points it paid once approved, at the row's end. */
export function SubmissionOutcome({ item }: { item: Outcome }) {
  const { t } = useTranslation();
  return (
    <span className="entry__side">
      <span className={`status status--${STATUS_CLASS[item.status]}`}>{t(`submissionStatus.${item.status}`)}</span>
      {item.status === 'approved' ? <span className="entry__amount entry__amount--in">{t('quest.points', { points: item.points })}</span> : null}
    </span>
  );
}
