/** One console action at a time: busy while it runs, then its notice or the server's Portuguese refusal. */
import { useState } from 'react';

export interface ActionResult {
  ok: boolean;
  text: string;
}

export function useOpsAction() {
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<ActionResult | null>(null);
  /** `action` answers the notice to show, or nothing when success shows itself (a new page). */
  const run = async (action: () => Promise<string | void>) => {
    setBusy(true);
    setResult(null);
    try {
      const notice = await action();
      if (notice) setResult({ ok: true, text: notice });
    } catch (failure) {
      setResult({ ok: false, text: (failure as Error).message });
    } finally {
      setBusy(false);
    }
  };
  return { busy, result, run };
}
