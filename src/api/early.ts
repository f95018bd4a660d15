/**
 * A page's first read, asked for beside the page's module rather than from its first effect
 *. Opened at launch, the wheel, the gift box and the wallet sent their first call only
 * once their module had downloaded, run and rendered, about a second into start-up on a slow
 * phone, and their largest text (the fairness note, the wallet's card) waited for its answer.
 * `main.tsx` asks for the opened route's `early` call as the page's module starts downloading;
 * the page's own call takes that answer, once, while it is fresh.
 */
import type { RequestOf, ResponseOf } from '../domain/contract/calls.ts';
import type { ApiEnvelope } from '../domain/contract/envelope.ts';
import { call } from './call.ts';
import type { CallOptions } from './http.ts';

/** Reads only (no effect on the server), so an answer nobody takes costs nothing but the call. */
type EarlyName = 'lotteryInfo' | 'walletInfo';
export type EarlyCall = { [N in EarlyName]: readonly [name: N, input: RequestOf<N>] }[EarlyName];

/** Older than this, an early answer is dropped and the page asks again. */
export const EARLY_ANSWER_FRESH_MS = 5000;

const asked = new Map<string, { at: number; answer: Promise<unknown> }>();
const keyOf = (name: EarlyName, input: unknown) => `${name} ${JSON.stringify(input)}`;

/** Sends the call now, without the loading indicator (the page shows its own loading state). */
export function askEarly([name, input]: EarlyCall): void {
  const answer = call(name, input as never, { loading: false });
  answer.catch(() => {}); // a failure is shown by the page that takes it
  asked.set(keyOf(name, input), { at: performance.now(), answer });
}

/** The answer asked for early with the same name and input, once and while fresh; else the call now. */
export function earlyOrCall<N extends EarlyName>(name: N, input: RequestOf<N>, options?: CallOptions): Promise<ApiEnvelope<ResponseOf<N>>> {
  const key = keyOf(name, input);
  const early = asked.get(key);
  asked.delete(key);
  if (early && performance.now() - early.at < EARLY_ANSWER_FRESH_MS) return early.answer as Promise<ApiEnvelope<ResponseOf<N>>>;
  return call(name, input, options);
}
