/** Adds codes to a redeem-code period: N random ones or a pasted list, single-use or shared with a use limit. */
import { useState } from 'react';
import { PROMO_CODES_TEXTS as T } from './promo-codes-texts.ts';
import { saveCodes } from './promo-codes-calls.ts';
import { useOpsAction } from '../common/useOpsAction.ts';

export function PromoCodesAdd({ periodId, onSaved }: { periodId: number; onSaved: () => void }) {
  const [count, setCount] = useState('100');
  const [list, setList] = useState('');
  const [shared, setShared] = useState(false);
  const [maxUses, setMaxUses] = useState('100');
  const { busy, result, run } = useOpsAction();

  const add = (source: { count: number } | { list: string }) =>
    void run(async () => {
      const saved = await saveCodes({ period_id: periodId, ...source, max_uses: shared ? Number(maxUses) : 1 });
      if ('list' in source) setList('');
      onSaved();
      return T.created(saved.created);
    });

  return (
    <div className="ops-form">
      <label>
        <input type="checkbox" checked={shared} onChange={(e) => setShared(e.target.checked)} /> {T.shared}
      </label>
      {shared && (
        <label className="ops-field">
          <span>{T.maxUses}</span>
          <input inputMode="numeric" value={maxUses} onChange={(e) => setMaxUses(e.target.value)} />
        </label>
      )}
      <label className="ops-field">
        <span>{T.count}</span>
        <input inputMode="numeric" value={count} onChange={(e) => setCount(e.target.value)} />
      </label>
      <button type="button" className="ops-button" disabled={busy} onClick={() => add({ count: Number(count) })}>{T.generate}</button>
      <label className="ops-field">
        <span>{T.list}</span>
        <textarea rows={5} value={list} onChange={(e) => setList(e.target.value)} />
      </label>
      <button type="button" className="ops-button" disabled={busy || list.trim() === ''} onClick={() => add({ list })}>{T.paste}</button>
      {result && <p className={result.ok ? 'ops-notice' : 'ops-error'} role="status">{result.text}</p>}
    </div>
  );
}
