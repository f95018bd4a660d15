import { useEffect, useState } from 'react';
import { sendCode, unwrap } from '../../api/index.ts';
import type { SendCodeRequest } from '../../domain/contract/index.ts';
import { emitUiEvent } from '../../lib/ui-events.ts';

/** Sends a verification code and counts down until another may be asked for. */
export function useSendCode() {
  const [secondsLeft, setSecondsLeft] = useState(0);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = window.setTimeout(() => setSecondsLeft((s) => s - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [secondsLeft]);

  const send = async (request: SendCodeRequest): Promise<boolean> => {
    setSending(true);
    try {
      const answer = await sendCode(request);
      setSecondsLeft(unwrap(answer).resend_in);
      emitUiEvent('toast', { message: answer.msg });
      return true;
    } catch {
      return false;
    } finally {
      setSending(false);
    }
  };

  return { send, sending, secondsLeft, canSend: secondsLeft <= 0 && !sending };
}
