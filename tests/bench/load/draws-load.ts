/**
 * The draw clients of `npm run bench:draws`, run in their own process (client-process.ts):
 * `clients` concurrent clients, client i drawing as member i (modulo the list), each game in turn
 * with a new client key, for `seconds`. Each client keeps a connection of its own, as a member's
 * phone does, so a member's draws reach one server process; with `sharedConnections`, every
 * request takes any free connection of one pool, so a member's draws hop between processes.
 */
import { randomBytes } from 'node:crypto';
import { API } from '../../../src/domain/contract/paths.ts';
import { GAMES, type GameName } from '../../../src/domain/contract/rewards.ts';
import { keepAliveAgent, postJson } from './http-client.ts';

export interface DrawLoad {
  base: string;
  tokens: string[];
  clients: number;
  seconds: number;
  sharedConnections?: boolean;
}

export interface LoadResult {
  ok: number;
  /** Portuguese 400s (a business refusal). */
  refused: number;
  /** Anything else: another status, or no answer. */
  failed: number;
  firstFailure?: string;
  latencies: number[];
  seconds: number;
  /** CPU of the client process per wall-clock second, in %. */
  clientCpu: number;
}

export default async function drawLoad({ base, tokens, clients, seconds, sharedConnections = false }: DrawLoad): Promise<LoadResult> {
  const shared = sharedConnections ? keepAliveAgent(clients) : undefined;
  const agents = Array.from({ length: clients }, () => shared ?? keepAliveAgent(1));
  const url = new URL(API.lotteryDraw.path, base);
  const result: LoadResult = { ok: 0, refused: 0, failed: 0, latencies: [], seconds, clientCpu: 0 };
  const cpuBefore = process.cpuUsage();
  const end = performance.now() + seconds * 1000;
  const client = async (index: number) => {
    const token = tokens[index % tokens.length]!;
    for (let n = 0; performance.now() < end; n += 1) {
      const game: GameName = GAMES[n % GAMES.length]!;
      const started = performance.now();
      try {
        const answer = await postJson(agents[index]!, url, { game, client_key: randomBytes(12).toString('base64url') }, token);
        result.latencies.push(performance.now() - started);
        if (answer.status === 200) result.ok += 1;
        else if (answer.status === 400) result.refused += 1;
        else {
          result.failed += 1;
          result.firstFailure ??= `${answer.status} ${answer.body?.msg ?? ''}`;
        }
      } catch (error) {
        result.failed += 1;
        result.firstFailure ??= String(error);
      }
    }
  };
  await Promise.all(Array.from({ length: clients }, (_, i) => client(i)));
  const cpu = process.cpuUsage(cpuBefore);
  result.clientCpu = ((cpu.user + cpu.system) / 1000 / (seconds * 1000)) * 100;
  for (const agent of new Set(agents)) agent.destroy();
  return result;
}
