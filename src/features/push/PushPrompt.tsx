import { useEffect, useState } from 'react';
import { Button } from '../../components/Button.tsx';
import { Dialog } from '../../components/Dialog.tsx';
import { decideAsk, readAskMemory, rememberAsk, type KeyValueStore } from './ask-rule.ts';
import { PUSH_LABELS } from './labels.ts';
import { hasServiceWorker, pushPermission, subscribeToPush } from './subscribe.ts';

let offeredThisRun = false;

function localStore(): KeyValueStore | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function quietly(run: () => Promise<unknown>): void {
  run().catch((error: unknown) => console.error('[push] subscribe failed', error));
}

const DIALOG_CHECK_MS = 400;

/** Resolves once no dialog is open (the prize's 'Parabéns!' first), or never if `stopped` turns true. */
function whenNoDialogOpen(stopped: () => boolean): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (stopped()) return;
      if (!document.querySelector('[role="dialog"]')) resolve();
      else setTimeout(check, DIALOG_CHECK_MS);
    };
    check();
  });
}

/**
 * Mounted by the shell after a meaningful action (a prize won, a withdrawal requested): decides
 * once per run whether to ask, shows our question, and only then the browser's.
 */
export function PushPrompt() {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    let stopped = false;
    let asked = false;
    const decision = decideAsk({ permission: pushPermission(), memory: readAskMemory(localStore()), now: Date.now(), offeredThisRun });
    if (decision === 'none') return;
    offeredThisRun = true;
    void (async () => {
      // No worker, no subscription: asking would promise notices that cannot come.
      if (!(await hasServiceWorker())) {
        offeredThisRun = false;
        return;
      }
      if (decision === 'subscribe') {
        asked = true;
        return quietly(subscribeToPush);
      }
      // Never on top of the result the member is looking at: after its dialog closes.
      await whenNoDialogOpen(() => stopped);
      if (stopped) return;
      asked = true;
      setOpen(true);
    })();
    return () => {
      stopped = true;
      // Unmounted before asking (React's dev double run, a new action): a later mount may ask.
      if (!asked) offeredThisRun = false;
    };
  }, []);

  const later = () => {
    rememberAsk(localStore(), 'later', Date.now());
    setOpen(false);
  };
  const enable = () => {
    rememberAsk(localStore(), 'asked', Date.now());
    setOpen(false);
    // Inside the tap: browsers only show their question from a user gesture.
    quietly(subscribeToPush);
  };

  return (
    <Dialog open={open} title={PUSH_LABELS.question} onClose={later}
      actions={<>
        <Button variant="secondary" onClick={later}>{PUSH_LABELS.later}</Button>
        <Button onClick={enable}>{PUSH_LABELS.enable}</Button>
      </>} />
  );
}
