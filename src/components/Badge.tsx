import { shellT as t } from '../lib/shell-strings.ts';
import './Badge.css';

/** Past 9 the exact number does not matter to the member, and two digits crowd a tab icon. */
export const BADGE_MAX = 9;

export function badgeLabel(count: number): string {
  return count > BADGE_MAX ? `${BADGE_MAX}+` : String(count);
}

/** A red count of unread messages; nothing when there are none. */
export function Badge({ count, className = '' }: { count: number; className?: string }) {
  if (count <= 0) return null;
  return (
    <span className={`badge ${className}`.trim()} role="status" aria-label={t('badge.unread', { count })} data-testid="unread-badge">
      {badgeLabel(count)}
    </span>
  );
}
