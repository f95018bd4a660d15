import { useEffect, useState } from 'react';
import { Button } from '../../components/Button.tsx';
import { Dialog } from '../../components/Dialog.tsx';
import { decideAsk, readAskMemory, rememberAsk, type KeyValueStore } from './ask-rule.ts';
import { PUSH_LABELS } from './labels.ts';
import { pushPermission, subscribeToPush } from './subscribe.ts';

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

/**
 * Mounted by the shell after a meaningful action (a prize won, a withdrawal requested): decides
 * once per run whether to ask, shows our question, and only then the browser's.
 */
export function PushPrompt() {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const store = localStore();
    const decision = decideAsk({ permission: pushPermission(), memory: readAskMemory(store), now: Date.now(), offeredThisRun });
    if (decision === 'none') return;
    offeredThisRun = true;
    if (decision === 'subscribe') quietly(subscribeToPush);
    else setOpen(true);
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
