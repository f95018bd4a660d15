/** The rows a reviewer has chosen in a Risco list, by id. */
import { useCallback, useState } from 'react';

export function useSelection() {
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const toggle = useCallback((ids: number[], on: boolean) => setChosen((now) => {
    const next = new Set(now);
    for (const id of ids) if (on) next.add(id); else next.delete(id);
    return next;
  }), []);
  const clear = useCallback(() => setChosen(new Set()), []);
  return { chosen, toggle, clear };
}
