/**
 * The rain's claims of one crowd process, as the app's rain client sends them
 * (src/features/promo/useEnvelopeBatches.ts, envelope-queue.ts): each member sends its batch at a
 * random moment of the burst; no answer or a 5xx is sent again, same keys, on the next tick (1 s),
 * a 503 after its Retry-After with jitter, RAIN_BATCH_TRIES tries in all. Only a 200 is an
 * acknowledged claim; its `claimed` is what the database must hold for that member afterwards.
 */
import { randomBytes } from 'node:crypto';
import { Agent, request } from 'node:http';
import { API } from '../../../src/domain/contract/paths.ts';
import { RAIN_BATCH_EVERY_MS, RAIN_BATCH_TRIES } from '../../../src/domain/constants.ts';
import type { CrowdMember } from './members.ts';
import { nowMs } from './crowd-sockets.ts';

export interface ClaimOrder {
  base: string;
  periodId: number;
  /** Wall-clock ms when the burst starts (the same for every crowd process). */
  startAt: number;
  seconds: number;
  keysPerBatch: number;
  /** Keep-alive connections per source address; as many requests in flight per process. */
  connectionsPerAddress: number;
  /** A member whose turn comes after this (wall-clock ms) sends nothing: a burst measured over a window. */
  sendUntil?: number;
}

/** One answer (or none): when it came, after how long, its status (0: no answer). */
export interface Attempt { at: number; ms: number; status: number; message: string }

export interface ClaimFigures {
  attempts: Attempt[];
  /** memberId → envelopes the 200 answers credited. */
  acknowledged: Record<number, number>;
  /** Members that ran out of tries without a 200 or a refusal. */
  gaveUp: number;
  /** Members who had not sent by `sendUntil` (waiting for a connection or their turn). */
  skipped: number;
}

/** At most `size` at a time; the rest wait in line (the app's own connections would queue them). */
function limiter(size: number) {
  let free = size;
  const line: Array<() => void> = [];
  return async <T>(work: () => Promise<T>): Promise<T> => {
    if (free === 0) await new Promise<void>((resolve) => line.push(resolve));
    else free -= 1;
    try {
      return await work();
    } finally {
      const next = line.shift();
      if (next) next();
      else free += 1;
    }
  };
}

const REQUEST_TIMEOUT_MS = 30_000;

interface Answer { status: number; msg: string; claimed: number }

function parseBody(text: string): { msg?: string; data?: { claimed?: number } } | null {
  try {
    return JSON.parse(text) as { msg?: string; data?: { claimed?: number } };
  } catch {
    return null; // Not JSON: the status says enough.
  }
}

function post(agent: Agent, url: URL, body: string, token: string): Promise<Answer> {
  return new Promise((resolve) => {
    let responded = false;
    const req = request(url, {
      method: 'POST', agent,
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), authorization: `Bearer ${token}` },
    }, (res) => {
      responded = true;
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const parsed = parseBody(Buffer.concat(chunks).toString('utf8'));
        const retryAfter = Number(res.headers['retry-after'] ?? 0);
        resolve({ status: res.statusCode ?? 0, msg: res.statusCode === 503 ? `retry-after:${retryAfter}` : parsed?.msg ?? '', claimed: parsed?.data?.claimed ?? 0 });
      });
      res.on('error', (error) => resolve({ status: 0, msg: String(error), claimed: 0 }));
      // Closed before its end (the worker killed mid-answer): no answer. After 'end' this changes nothing.
      res.on('close', () => {
        if (!res.complete) resolve({ status: 0, msg: 'resposta interrompida', claimed: 0 });
      });
    });
    req.on('close', () => {
      if (!responded) resolve({ status: 0, msg: 'conexão fechada', claimed: 0 });
    });
    req.on('error', (error) => resolve({ status: 0, msg: (error as NodeJS.ErrnoException).code ?? String(error), claimed: 0 }));
    // A member gives up on an answer after REQUEST_TIMEOUT_MS (counted as no answer, sent again like one).
    req.setTimeout(REQUEST_TIMEOUT_MS, () => req.destroy(Object.assign(new Error('sem resposta em 30 s'), { code: 'TIMEOUT_30S' })));
    req.end(body);
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

export async function claimAll(members: CrowdMember[], addresses: string[], order: ClaimOrder): Promise<ClaimFigures> {
  const agents = addresses.map((localAddress) => new Agent({ keepAlive: true, maxSockets: order.connectionsPerAddress, localAddress }));
  const url = new URL(API.rainClaims.path, order.base);
  const figures: ClaimFigures = { attempts: [], acknowledged: {}, gaveUp: 0, skipped: 0 };
  const inFlight = limiter(order.connectionsPerAddress * agents.length);
  const member = async (who: CrowdMember, index: number) => {
    const agent = agents[index % agents.length]!;
    const body = JSON.stringify({
      period_id: order.periodId,
      envelope_keys: Array.from({ length: order.keysPerBatch }, () => randomBytes(12).toString('base64url')),
    });
    await sleep(order.startAt + Math.random() * order.seconds * 1000 - nowMs());
    for (let tries = 0; tries < RAIN_BATCH_TRIES; tries += 1) {
      // From when the member sends: a wait for a free connection is part of what it sees.
      const sent = nowMs();
      const late = () => tries === 0 && order.sendUntil !== undefined && nowMs() > order.sendUntil;
      const answer = await inFlight(async () => (late() ? null : post(agent, url, body, who.token)));
      if (answer === null) {
        figures.skipped += 1;
        return;
      }
      figures.attempts.push({ at: nowMs(), ms: nowMs() - sent, status: answer.status, message: answer.msg });
      if (answer.status === 200) {
        figures.acknowledged[who.memberId] = (figures.acknowledged[who.memberId] ?? 0) + answer.claimed;
        return;
      }
      if (answer.status >= 400 && answer.status < 500) return;
      const retryAfterMs = answer.status === 503 ? Number(answer.msg.slice('retry-after:'.length)) * 1000 : 0;
      await sleep(retryAfterMs ? retryAfterMs * (1 + Math.random()) : RAIN_BATCH_EVERY_MS);
    }
    figures.gaveUp += 1;
  };
  await Promise.all(members.map(member));
  for (const agent of agents) agent.destroy();
  return figures;
}
