/** Tracking scripts: each with its state and the start of its code, turned on or off or deleted; the add form beside. */
import { useCallback, useState } from 'react';
import type { OpsTrackingScript } from '../../domain/contract/content-ops.ts';
import { deleteTrackingScript, setTrackingScriptEnabled, trackingScripts } from '../content/content-calls.ts';
import { ROW_TEXTS as R, TRACKING_TEXTS as T } from '../content/content-row-texts.ts';
import { MembersConfirm } from '../members/MembersConfirm.tsx';
import { LoadNotice } from '../common/LoadNotice.tsx';
import { TEXTS } from '../common/texts.ts';
import { loaded, useOpsLoad, withRow } from '../common/use-ops-load.ts';
import { TrackingScriptsForm } from './TrackingScriptsForm.tsx';

export function TrackingScriptsPage() {
  const { state, reload, update } = useOpsLoad(trackingScripts);
  const scripts = loaded(state);
  const [error, setError] = useState('');
  const [busyId, setBusyId] = useState<number | null>(null);
  const [confirming, setConfirming] = useState<OpsTrackingScript | null>(null);

  const act = useCallback(async (id: number | null, work: () => Promise<void>) => {
    setBusyId(id);
    try {
      await work();
      setError('');
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setBusyId(null);
    }
  }, []);

  const toggle = (script: OpsTrackingScript) =>
    void act(script.id, async () => {
      const changed = await setTrackingScriptEnabled(script.id, !script.enabled);
      update((now) => withRow(now, changed));
    });
  const remove = (script: OpsTrackingScript) =>
    void act(script.id, async () => {
      await deleteTrackingScript(script.id);
      update((now) => now.filter((s) => s.id !== script.id));
    }).finally(() => setConfirming(null));

  return (
    <section className="ops-page" aria-labelledby="tracking-title">
      <header className="ops-page-header">
        <h1 id="tracking-title">{T.title}</h1>
        <button type="button" className="ops-button" onClick={reload}>
          {TEXTS.refresh}
        </button>
      </header>
      {error && <p className="ops-error" role="alert">{error}</p>}
      <LoadNotice state={state} />
      <div className="ops-content-layout">
        <div className="ops-content-list">
          {!scripts ? null : scripts.length === 0 ? (
            <p className="ops-empty">{T.empty}</p>
          ) : (
            <table className="ops-table">
              <thead>
                <tr>
                  <th className="ops-id">#</th>
                  <th>{T.name}</th>
                  <th>{T.preview}</th>
                  <th>{TEXTS.actions}</th>
                </tr>
              </thead>
              <tbody>
                {scripts.map((script) => (
                  <tr key={script.id}>
                    <td className="ops-id">{script.id}</td>
                    <td>
                      {script.name}
                      <div className="ops-hint">{script.enabled ? T.enabled : T.disabled}</div>
                    </td>
                    <td><code>{script.preview}</code></td>
                    <td className="ops-nowrap">
                      <span className="ops-row-actions">
                        <button type="button" className="ops-link" disabled={busyId === script.id} onClick={() => toggle(script)} aria-label={`${script.enabled ? T.turnOff : T.turnOn} ${script.name}`}>
                          {script.enabled ? T.turnOff : T.turnOn}
                        </button>
                        <button type="button" className="ops-link" disabled={busyId === script.id} onClick={() => setConfirming(script)} aria-label={`${R.remove} ${script.name}`}>
                          {R.remove}
                        </button>
                      </span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </div>
        <TrackingScriptsForm onAdded={reload} />
      </div>
      {confirming && (
        <MembersConfirm title={T.removeTitle} text={T.removeText(confirming.name)} confirm={R.remove} busy={busyId !== null} onConfirm={() => remove(confirming)} onCancel={() => setConfirming(null)} />
      )}
    </section>
  );
}
