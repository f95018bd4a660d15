/**
 * The envelope clients of `npm run bench:rain`, run in their own process (client-process.ts):
 * `clients` concurrent clients take the next batch in line, so neighbouring batches of one member
 * often run at the same time (the member's lock orders them), until the line ends or `seconds` pass.
 */
import { API } from '../../../src/domain/contract/paths.ts';
import { keepAliveAgent, postJson } from './http-client.ts';

export interface RainLoad {
  base: string;
  periodId: number;
  batches: Array<{ token: string; keys: string[] }>;
  clients: number;
  seconds: number;
}

export interface RainLoadResult {
  /** Envelopes the 200 answers credited (their `claimed`). */
  claimed: number;
  /** Answers: 200, and 400 at the cap (a whole batch over it). */
  accepted: number;
  capRefused: number;
  failed: number;
  /** The first failure's status and message, to say why. */
  firstFailure?: string;
  latencies: number[];
  seconds: number;
  /** Every batch was sent. */
  done: boolean;
  /** CPU of the client process per wall-clock second, in %. */
  clientCpu: number;
}

export default async function rainLoad({ base, periodId, batches, clients, seconds }: RainLoad): Promise<RainLoadResult> {
  const agent = keepAliveAgent(clients);
  const url = new URL(API.rainClaims.path, base);
  const result: RainLoadResult = { claimed: 0, accepted: 0, capRefused: 0, failed: 0, latencies: [], seconds: 0, done: false, clientCpu: 0 };
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const end = started + seconds * 1000;
  let next = 0;
  const client = async () => {
    while (next < batches.length && performance.now() < end) {
      const { token, keys } = batches[next]!;
      next += 1;
      const t0 = performance.now();
      try {
        const answer = await postJson(agent, url, { period_id: periodId, envelope_keys: keys }, token);
        result.latencies.push(performance.now() - t0);
        const msg = answer.body?.msg ?? '';
        if (answer.status === 200) {
          result.accepted += 1;
          result.claimed += (answer.body?.data as { claimed: number }).claimed;
        } else if (answer.status === 400 && /máximo de envelopes/.test(msg)) result.capRefused += 1;
        else {
          result.failed += 1;
          result.firstFailure ??= `${answer.status} ${msg}`;
        }
      } catch (error) {
        result.failed += 1;
        result.firstFailure ??= String(error);
      }
    }
  };
  await Promise.all(Array.from({ length: clients }, () => client()));
  result.seconds = (performance.now() - started) / 1000;
  result.done = next >= batches.length;
  const cpu = process.cpuUsage(cpuBefore);
  result.clientCpu = ((cpu.user + cpu.system) / 1000 / (result.seconds * 1000)) * 100;
  agent.destroy();
  return result;
}
