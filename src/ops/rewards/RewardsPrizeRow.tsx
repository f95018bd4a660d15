/** One editable prize of a game's table (a physical prize with its stock), with its live chance. */
import { PRIZE_KINDS, type PrizeKind } from '../../domain/contract/reward-values.ts';
import { PRIZE_LABEL_MAX, PRIZE_STOCK_MAX, percentText } from '../../domain/prize-odds.ts';
import { DEFAULT_ICONS, type PrizeDraft } from './rewards-form.ts';
import { REWARDS_TEXTS as T } from './rewards-texts.ts';

interface PrizeRowProps {
  row: number;
  prize: PrizeDraft;
  percent: number;
  canRemove: boolean;
  onChange: (prize: PrizeDraft) => void;
  onRemove: () => void;
}

export function RewardsPrizeRow({ row, prize, percent, canRemove, onChange, onRemove }: PrizeRowProps) {
  const set = (change: Partial<PrizeDraft>) => onChange({ ...prize, ...change });
  const setKind = (kind: PrizeKind) =>
    // Only points prizes pay points; the icon follows the kind unless the operator chose one.
    set({
      kind, points: kind === 'points' ? prize.points || '10' : '0', stock: kind === 'physical' ? prize.stock : '',
      icon: prize.icon === DEFAULT_ICONS[prize.kind] ? DEFAULT_ICONS[kind] : prize.icon,
    });
  const name = (field: string) => `${field}-${row}`;
  return (
    <tr>
      <td className="ops-id">{row}</td>
      <td>
        <input aria-label={`${T.label} ${row}`} name={name('label')} maxLength={PRIZE_LABEL_MAX} value={prize.label} onChange={(e) => set({ label: e.target.value })} />
      </td>
      <td>
        <select aria-label={`${T.kind} ${row}`} name={name('kind')} value={prize.kind} onChange={(e) => setKind(e.target.value as PrizeKind)}>
          {PRIZE_KINDS.map((kind) => <option key={kind} value={kind}>{T.kinds[kind]}</option>)}
        </select>
      </td>
      <td>
        <input aria-label={`${T.points} ${row}`} name={name('points')} type="number" min={0} step={1} value={prize.points}
          disabled={prize.kind !== 'points'} onChange={(e) => set({ points: e.target.value })} />
      </td>
      <td>
        <input aria-label={`${T.weight} ${row}`} name={name('weight')} type="number" min={0} step={1} value={prize.weight} onChange={(e) => set({ weight: e.target.value })} />
      </td>
      <td>
        <input aria-label={`${T.stock} ${row}`} name={name('stock')} type="number" min={0} max={PRIZE_STOCK_MAX} step={1} value={prize.stock}
          placeholder={prize.kind === 'physical' ? T.stockUnlimited : '—'} disabled={prize.kind !== 'physical'} onChange={(e) => set({ stock: e.target.value })} />
      </td>
      <td className="ops-nowrap rewards-chance">
        {percentText(percent)}
        {percent === 0 && <small className="ops-hint rewards-never"> {prize.kind === 'physical' && prize.stock.trim() === '0' ? T.outOfStock : T.neverDrawn}</small>}
      </td>
      <td>
        <input aria-label={`${T.icon} ${row}`} name={name('icon')} value={prize.icon} maxLength={40} onChange={(e) => set({ icon: e.target.value })} />
      </td>
      <td>
        <input aria-label={`${T.color} ${row}`} name={name('color')} type="color" value={/^#[0-9a-f]{6}$/i.test(prize.color) ? prize.color : '#ffb74d'}
          onChange={(e) => set({ color: e.target.value.toUpperCase() })} />
      </td>
      <td>
        <button type="button" className="ops-button ops-danger" disabled={!canRemove} onClick={onRemove}>{T.remove}</button>
      </td>
    </tr>
  );
}
