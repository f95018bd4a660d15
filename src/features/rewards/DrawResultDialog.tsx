import { useTranslation } from '../../lib/i18n.ts';
import { useNavigate } from 'react-router';
import { Button } from '../../components/Button.tsx';
import { Dialog } from '../../components/Dialog.tsx';
import type { DrawResponse } from '../../domain/contract/index.ts';
import { formatPoints } from '../../lib/format.ts';
import { drawDetail } from '../../lib/paths.ts';

/**
 * 'Parabéns!' with the prize, or 'Não foi desta vez'; a physical prize leads to its delivery address.
 * `returnFocusTo`: the game's button, which was busy (disabled) while the scene played.
 */
export function DrawResultDialog({ draw, onClose, returnFocusTo }: { draw: DrawResponse | null; onClose: () => void; returnFocusTo?: { readonly current: HTMLElement | null } }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  if (!draw) return null;
  const { prize } = draw;
  const won = prize.kind !== 'nothing';
  const text = prize.kind === 'points'
    ? t('result.winPoints', { prize: prize.label })
    : prize.kind === 'physical' ? t('result.winPhysical', { prize: prize.label }) : t('result.lose');
  const toDetail = () => {
    onClose();
    navigate(drawDetail(draw.draw_id));
  };
  return (
    <Dialog open title={t(won ? 'result.winTitle' : 'result.loseTitle')} onClose={onClose} returnFocusTo={returnFocusTo}
      actions={
        <>
          {draw.status === 'pending' ? <Button block onClick={toDetail}>{t('result.address')}</Button> : null}
          <Button block variant={draw.status === 'pending' ? 'secondary' : 'primary'} onClick={onClose}>{t('result.ok')}</Button>
        </>
      }>
      <div className={`draw-result draw-result--${won ? 'win' : 'lose'}`}>
        {won ? <p className="draw-result__prize">{prize.label}</p> : null}
        <p>{text}</p>
        <p className="muted">{t('result.balance', { points: formatPoints(draw.balance) })}</p>
      </div>
    </Dialog>
  );
}
