import { useCallback, useEffect, useState } from 'react';
import { API_CODE, type ApiEnvelope } from '../domain/contract/envelope.ts';

/**
 * What a screen shows for data it loads: a skeleton, the data, the server's refusal (a bad or
 * unknown id, a rule: its Portuguese message) or a failure with nothing answered (retry).
 */
export type LoadState<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  | { status: 'refused'; code: number; msg: string }
  | { status: 'error' };

/**
 * The one loading hook of the screens, the app's and the console's: runs `load` on mount and
 * whenever it changes (memoise it with the inputs it reads), keeps the last answer's state, and
 * `reload()` runs it again with `fresh` set (pull-to-refresh, retry, after a change), `update()`
 * changes the data shown after a change the page made itself. `load` null
 * means there is nothing to ask (a page without its id): refused with no message. `settle` makes a
 * state of an answer and `fail` of a load that threw (module-level functions: they are the
 * effect's dependencies too). `everyMs` asks again on that interval while the screen is shown (a
 * live figure, a waiting count): then a failed ask keeps the data on screen and `staleBecause` says
 * why, since an operator watching a count must not lose it to one dropped request. `asking` is true
 * while an ask is out (a "check again" button waits for it). Paged lists use InfiniteList.
 */
export function useLoadWith<A, T>(
  load: ((fresh: boolean) => Promise<A>) | null,
  settle: (answer: A) => LoadState<T>,
  fail: (error: unknown) => LoadState<T> = failedWithoutAnswer,
  everyMs = 0,
) {
  const [state, setState] = useState<LoadState<T>>({ status: 'loading' });
  const [staleBecause, setStaleBecause] = useState<LoadState<T> | null>(null);
  const [asking, setAsking] = useState(false);
  const [version, setVersion] = useState(0);
  // How many answers have arrived: a page keys its open forms by it, so a reload restarts them from what is stored.
  const [answers, setAnswers] = useState(0);
  useEffect(() => {
    if (!load) {
      setState({ status: 'refused', code: API_CODE.badRequest, msg: '' });
      return undefined;
    }
    let live = true;
    // A retry shows the spinner until its answer; a refresh keeps the data on screen meanwhile.
    setState((current) => (current.status === 'ready' ? current : { status: 'loading' }));
    setAsking(true);
    load(version > 0).then(
      (answer) => {
        if (!live) return;
        setState(settle(answer));
        setStaleBecause(null);
        setAnswers((n) => n + 1);
        setAsking(false);
      },
      (error: unknown) => {
        if (!live) return;
        const failed = fail(error);
        if (everyMs > 0) setStaleBecause(failed);
        setState((current) => (everyMs > 0 && current.status === 'ready' ? current : failed));
        setAsking(false);
      },
    );
    return () => {
      live = false;
    };
  }, [load, version, settle, fail, everyMs]);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  useEffect(() => {
    if (everyMs <= 0 || !load) return undefined;
    const timer = setInterval(reload, everyMs);
    return () => clearInterval(timer);
  }, [everyMs, load, reload]);
  /** Changes the data on screen after a change the page made itself (a saved row), without asking again. */
  const update = useCallback((change: (data: T) => T) => {
    setState((current) => (current.status === 'ready' ? { status: 'ready', data: change(current.data) } : current));
  }, []);
  return { state, reload, update, answers, staleBecause, asking };
}

const failedWithoutAnswer = (): LoadState<never> => ({ status: 'error' });

/** A server's envelope: its data, or its refusal (code and Portuguese message). */
function envelopeState<T>(answer: ApiEnvelope<T>): LoadState<T> {
  return answer.code === API_CODE.ok ? { status: 'ready', data: answer.data } : { status: 'refused', code: answer.code, msg: answer.msg };
}

/** useLoadWith for the member app's calls, which answer the envelope. */
export function useLoad<T>(load: ((fresh: boolean) => Promise<ApiEnvelope<T>>) | null) {
  return useLoadWith(load, envelopeState<T>);
}

/** useLoad for a detail page's record, by the `id` of its route query (no id: refused). */
export function useRecord<T>(id: string | undefined, fetch: (id: string) => Promise<ApiEnvelope<T>>) {
  const load = useCallback(() => fetch(id ?? ''), [id, fetch]);
  return useLoad(id ? load : null);
}
