import { useState } from 'react';
import { useTranslation } from '../../lib/i18n.ts';
import { accepted, bindInviter } from '../../api/index.ts';
import { Button } from '../../components/Button.tsx';
import { TextField } from '../../components/Field.tsx';
import { TOAST_DURATION_MS } from '../../domain/constants.ts';
import { emitUiEvent } from '../../lib/ui-events.ts';
import { useDeviceStore } from '../../stores/device.ts';

/**
 * A member who registered without a link names their inviter once. The code a link left on this
 * device (parent_id) is filled in; the server refuses oneself, a cycle and a second inviter.
 */
export function BindInviter({ onBound }: { onBound: () => void }) {
  const { t } = useTranslation();
  const [code, setCode] = useState(() => useDeviceStore.getState().parentId ?? '');
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    setBusy(true);
    try {
      if ((await accepted(bindInviter(code.trim()))) === undefined) return;
      emitUiEvent('toast', { message: t('invites.bind.done'), durationMs: TOAST_DURATION_MS, position: 'bottom' });
      onBound();
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="card invite-bind">
      <h2 className="invite-section__title">{t('invites.bind.title')}</h2>
      <p className="muted">{t('invites.bind.text')}</p>
      <TextField label={t('invites.bind.label')} name="parent_id" autoComplete="off" autoCapitalize="characters" placeholder={t('invites.bind.placeholder')}
        value={code} onValueChange={setCode}
        trailing={<Button onClick={() => void submit()} busy={busy} disabled={code.trim().length === 0}>{t('invites.bind.submit')}</Button>} />
    </section>
  );
}
