import { useTranslation } from '../../lib/i18n.ts';
import type { InviteFiguresView } from '../../domain/contract/invites.ts';
import { formatPoints } from '../../lib/format.ts';

/** The member's invite figures as a small grid of numbers. */
export function Figures({ figures }: { figures: InviteFiguresView }) {
  const { t } = useTranslation();
  const cells: Array<[string, string, string]> = [
    ['invited', t('invites.figures.invited'), String(figures.invited)],
    ['qualified', t('invites.figures.qualified'), String(figures.qualified)],
    ['rewarded', t('invites.figures.rewarded'), String(figures.rewarded)],
    ['points', t('invites.figures.points'), formatPoints(figures.points_earned)],
  ];
  return (
    <dl className="invite-figures">
      {cells.map(([key, label, value]) => (
        <div key={key} className="invite-figures__cell">
          <dt>{label}</dt>
          <dd data-testid={`figure-${key}`}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
