/** One line of `npm run doctor`: a part of the service, its state, the check made and how long it took. */

/** `inválido`: a value the server would refuse to read (the production refusals say which). */
export type PartState = 'configurado' | 'ausente' | 'inacessível' | 'inválido';

export interface PartOutcome {
  state: PartState;
  /** What was checked and what it answered, without secrets. */
  check: string;
}

export interface PartReport extends PartOutcome {
  part: string;
  ms: number;
}

/** Every network check gives up after this: the doctor answers in seconds even with a dead host. */
export const NETWORK_TIMEOUT_MS = 3000;

/** The most telling words of an error: Node's code (ECONNREFUSED) before a generic "fetch failed". */
export function errorText(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  if (cause?.code) return cause.code;
  const { code, name, message } = error as { code?: string; name?: string; message?: string };
  if (name === 'TimeoutError' || name === 'AbortError') return `sem resposta em ${NETWORK_TIMEOUT_MS / 1000} s`;
  return code && !message?.includes(code) ? `${code} ${message ?? ''}`.trim() : (message ?? String(error));
}

/** Rejects after `ms`; the caller closes whatever was left open. */
export function withTimeout<T>(work: Promise<T>, ms = NETWORK_TIMEOUT_MS): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`sem resposta em ${ms / 1000} s`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** Runs one check and times it; a thrown error means the part is configured but unreachable. */
export async function timePart(part: string, run: () => Promise<PartOutcome> | PartOutcome, what: string): Promise<PartReport> {
  const started = performance.now();
  let outcome: PartOutcome;
  try {
    outcome = await run();
  } catch (error) {
    outcome = { state: 'inacessível', check: `${what}: ${errorText(error)}` };
  }
  return { part, ...outcome, ms: Math.round(performance.now() - started) };
}
