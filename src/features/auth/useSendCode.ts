import { useCallback, useEffect, useState } from 'react';
import { codeStatus, isRefusal, sendCode, unwrap } from '../../api/index.ts';
import type { CodeDeliveryStatus, SendCodeRequest, SendCodeResponse } from '../../domain/contract/index.ts';
import { RULE_MESSAGES } from '../../domain/messages.pt.ts';
import type { CaptchaAnswer } from './SliderCaptcha.tsx';

/** What a form asks for; the puzzle's answer is added when the member solves it. */
export type CodeAsk = SendCodeRequest extends infer R ? (R extends unknown ? Omit<R, keyof CaptchaAnswer> : never) : never;

/** What the member is told: nothing yet, on its way (a failed try is retried: still on its way), delivered, or given up. */
export type CodeDelivery = 'idle' | 'sending' | 'sent' | 'dead';

const PUZZLE_MESSAGES: string[] = [RULE_MESSAGES.captchaFailed, RULE_MESSAGES.captchaExpired, RULE_MESSAGES.captchaRequired];
const POLL_MS = 1500;
/** After this many polls the form stops asking; the message may still arrive. */
const POLLS_MAX = 80;

const shown = (status: CodeDeliveryStatus): CodeDelivery => (status === 'sent' || status === 'dead' ? status : 'sending');

/**
 * Asks a verification code behind the slider puzzle, follows its delivery (codeStatus) and counts
 * down until another may be asked for. `initial` continues a code asked on a previous page.
 */
export function useSendCode(initial: SendCodeResponse | null = null) {
  const [secondsLeft, setSecondsLeft] = useState(initial?.resend_in ?? 0);
  const [asking, setAsking] = useState<CodeAsk | null>(null);
  const [sent, setSent] = useState<SendCodeResponse | null>(initial);
  const [delivery, setDelivery] = useState<CodeDelivery>(initial ? 'sending' : 'idle');

  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = window.setTimeout(() => setSecondsLeft((s) => s - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [secondsLeft]);

  useEffect(() => {
    if (!sent || delivery !== 'sending') return;
    let live = true;
    let polls = 0;
    let timer = 0;
    const poll = async () => {
      polls += 1;
      const next = await codeStatus({ delivery_id: sent.delivery_id }).then(unwrap, () => null);
      if (!live) return;
      if (next) setDelivery(shown(next.status));
      if ((!next || shown(next.status) === 'sending') && polls < POLLS_MAX) timer = window.setTimeout(() => void poll(), POLL_MS);
    };
    timer = window.setTimeout(() => void poll(), POLL_MS / 3);
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
  }, [sent, delivery]);

  /** Opens the puzzle; the code is asked when it is solved. */
  const ask = useCallback((request: CodeAsk) => setAsking(request), []);
  const closePuzzle = useCallback(() => setAsking(null), []);

  /** The puzzle's answer: false for a new puzzle (missed), true once the server answered otherwise. */
  const answer = async (captcha: CaptchaAnswer): Promise<boolean> => {
    if (!asking) return true;
    try {
      const answered = unwrap(await sendCode({ ...asking, ...captcha } as SendCodeRequest));
      setAsking(null);
      setSent(answered);
      setDelivery('sending');
      setSecondsLeft(answered.resend_in);
      return true;
    } catch (error) {
      if (!isRefusal(error)) throw error;
      if (PUZZLE_MESSAGES.includes(error.msg)) return false;
      // Any other refusal (the seconds to wait, a limit) is on screen already: back to the form.
      setAsking(null);
      return true;
    }
  };

  return {
    ask, answer, closePuzzle, sent, delivery, secondsLeft,
    puzzleOpen: asking !== null,
    canSend: secondsLeft <= 0 && asking === null,
  };
}

export type CodeSender = ReturnType<typeof useSendCode>;
