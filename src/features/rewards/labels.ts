/** Portuguese labels of reward values, from the shared messages (the server says the same words). */
import { HISTORY_RANGES, POINT_SOURCES, RECORD_STATUSES, type HistoryRange, type PointSource, type RecordStatus } from '../../domain/contract/reward-values.ts';
import { REWARD_LABELS } from '../../domain/messages.pt.ts';
import { rewards } from '../../lib/locales/pt/rewards.ts';

export const ALL = 'all' as const;

export const rangeOptions = HISTORY_RANGES.map((value) => ({ value, label: rewards.history.ranges[value] }));
export const sourceOptions = [
  { value: ALL, label: rewards.history.all },
  ...POINT_SOURCES.map((value) => ({ value, label: REWARD_LABELS.pointSource[value] })),
];
export const recordStatusOptions = [
  { value: ALL, label: rewards.records.all },
  ...RECORD_STATUSES.map((value) => ({ value, label: REWARD_LABELS.drawStatus[value] })),
];

export function asRange(value: string | undefined): HistoryRange {
  return (HISTORY_RANGES as readonly string[]).includes(value ?? '') ? (value as HistoryRange) : 'all';
}

export function asSource(value: string | undefined): PointSource | undefined {
  return (POINT_SOURCES as readonly string[]).includes(value ?? '') ? (value as PointSource) : undefined;
}

export function asRecordStatus(value: string | undefined): RecordStatus | undefined {
  return (RECORD_STATUSES as readonly string[]).includes(value ?? '') ? (value as RecordStatus) : undefined;
}
