import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n.ts';
import '../../lib/i18n-account.ts';
import { Dialog } from '../../components/Dialog.tsx';
import { Spinner } from '../../components/Loading.tsx';
import { SliderCaptcha } from './SliderCaptcha.tsx';
import type { CodeSender } from './useSendCode.ts';

/** The puzzle a code waits behind (the login's own), opened by `code.ask`. */
export function CodePuzzle({ code }: { code: CodeSender }) {
  const { t } = useTranslation();
  return (
    <Dialog open={code.puzzleOpen} title={t('captcha.title')} onClose={code.closePuzzle}>
      <SliderCaptcha onAnswer={code.answer} />
    </Dialog>
  );
}

/**
 * Where the code is: "Enviando…", then where it went; when it could not be sent, why and the
 * form's way out (`onDead`: another channel, or trying again). A demo says where to read it.
 */
export function CodeDeliveryNote({ code, onDead }: { code: CodeSender; onDead?: ReactNode }) {
  const { t } = useTranslation();
  const { sent, delivery } = code;
  if (!sent || delivery === 'idle') return null;
  return (
    <div className={`code-note code-note--${delivery}`} aria-live="polite" data-testid="code-delivery">
      {delivery === 'sending' && <p className="code-note__line"><Spinner size={14} /> {t('code.sending')}</p>}
      {delivery === 'sent' && <p className="code-note__line">{t('code.sentTo', { target: sent.sent_to })}</p>}
      {delivery === 'dead' && (
        <>
          <p className="code-note__line">{t('code.dead', { target: sent.sent_to })}</p>
          {onDead}
        </>
      )}
      {sent.demo && delivery !== 'dead' && <p className="code-note__demo">{t('code.demo')}</p>}
    </div>
  );
}
