import { SHARE_STATUSES, type ShareStatus } from '../../domain/contract/share-values.ts';
import { community } from '../../lib/locales/pt/community.ts';

export const ALL = 'all' as const;

export const submissionStatusOptions = [
  { value: ALL, label: community.shareing.all },
  ...SHARE_STATUSES.map((value) => ({ value, label: community.submissionStatus[value] })),
];

/** Shares and task submissions share their statuses: review, approved, rejected. */
export function asSubmissionStatus(value: string | undefined): ShareStatus | undefined {
  return (SHARE_STATUSES as readonly string[]).includes(value ?? '') ? (value as ShareStatus) : undefined;
}

/** records.css colours: review orange, success green, failed red. */
export const STATUS_CLASS: Record<ShareStatus, string> = { review: 'review', approved: 'success', rejected: 'failed' };
