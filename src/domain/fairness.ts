/**
 * Draws a member can check (server and browser run this same file; no node:crypto here).
 *
 * Before a draw the server shows `commitment = sha256(seed)` (hex of the UTF-8 text of the seed).
 * The draw answer reveals `seed` (64 hex characters). Then:
 *
 *   h = HMAC-SHA256(key = seed, message = `${member_id}:${draw_number}:${client_key}`)
 *   r = (first 6 bytes of h, big-endian, as an integer) / 2^48          → r in [0, 1)
 *   prize_index = the first i with r · Σweights < weights[0] + … + weights[i]
 *
 * Key and message are UTF-8 text. `weights` are the game's prize weights in prize order, as
 * the draw answer lists them. The seed is fixed (committed) before the member's `client_key`
 * is known, and the key is unknown to the server until the request, so neither side alone
 * picks the prize.
 */

export const FAIRNESS_FORMULA =
  'HMAC-SHA256(chave = semente, mensagem = "id_do_membro:numero_do_sorteio:chave_do_cliente"); ' +
  'r = primeiros 6 bytes / 2^48; o prêmio é o primeiro cujo peso acumulado passa de r × soma dos pesos';

const TWO_POW_48 = 2 ** 48;

export function fairnessMessage(memberId: string | number, drawNumber: number, clientKey: string): string {
  return `${memberId}:${drawNumber}:${clientKey}`;
}

/** The first 6 bytes of an HMAC as a number in [0, 1). */
export function unitFromBytes(bytes: Uint8Array): number {
  if (bytes.length < 6) throw new RangeError('at least 6 bytes are needed');
  let value = 0;
  for (let i = 0; i < 6; i += 1) value = value * 256 + (bytes[i] as number);
  return value / TWO_POW_48;
}

/** Walks the cumulative weights in prize order; r in [0, 1). */
export function pickWeighted(weights: readonly number[], r: number): number {
  if (!(r >= 0 && r < 1)) throw new RangeError('r must be in [0, 1)');
  let total = 0;
  for (const weight of weights) {
    if (!Number.isInteger(weight) || weight < 0) throw new RangeError('weights must be non-negative integers');
    total += weight;
  }
  if (total <= 0) throw new RangeError('the weights add up to zero');
  const point = r * total;
  let cumulative = 0;
  for (let i = 0; i < weights.length; i += 1) {
    cumulative += weights[i] as number;
    if (point < cumulative) return i;
  }
  // Unreachable for r < 1; kept for floating-point safety: the last prize with weight.
  for (let i = weights.length - 1; i >= 0; i -= 1) if ((weights[i] as number) > 0) return i;
  return weights.length - 1;
}

/** The prize index for the HMAC bytes of a draw. */
export function prizeIndexFromHmac(hmac: Uint8Array, weights: readonly number[]): number {
  return pickWeighted(weights, unitFromBytes(hmac));
}

const encoder = new TextEncoder();

function toHex(bytes: Uint8Array): string {
  let out = '';
  for (const byte of bytes) out += byte.toString(16).padStart(2, '0');
  return out;
}

/** sha256 of UTF-8 text, hex (Web Crypto: browsers and Node 20). */
export async function sha256Hex(text: string): Promise<string> {
  return toHex(new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(text))));
}

/** HMAC-SHA256 of UTF-8 text with a UTF-8 text key (Web Crypto). */
export async function hmacSha256(key: string, message: string): Promise<Uint8Array> {
  const cryptoKey = await crypto.subtle.importKey('raw', encoder.encode(key), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return new Uint8Array(await crypto.subtle.sign('HMAC', cryptoKey, encoder.encode(message)));
}

export interface DrawProofInput {
  member_id: string;
  draw_number: number;
  client_key: string;
  seed: string;
  commitment_hash: string;
  weights: readonly number[];
  prize_index: number;
}

export interface DrawCheck {
  /** sha256(seed) equals the commitment shown before the draw. */
  commitmentMatches: boolean;
  /** The index the formula gives. */
  expectedIndex: number;
  /** Both checks pass. */
  fair: boolean;
}

/** What the member's device runs on a draw answer. */
export async function verifyDraw(proof: DrawProofInput): Promise<DrawCheck> {
  const commitmentMatches = (await sha256Hex(proof.seed)) === proof.commitment_hash.toLowerCase();
  const hmac = await hmacSha256(proof.seed, fairnessMessage(proof.member_id, proof.draw_number, proof.client_key));
  const expectedIndex = prizeIndexFromHmac(hmac, proof.weights);
  return { commitmentMatches, expectedIndex, fair: commitmentMatches && expectedIndex === proof.prize_index };
}

/**
 * Made on first use: the server writes the odds, the app never does, and a NumberFormat built when
 * the module loads cost every page that imports this file about 85 ms at a phone's 4× slowdown
 * (the first one loads ICU's locale data).
 */
let percent: Intl.NumberFormat | undefined;

/** Odds of one prize in Portuguese: '12,5%', '0,5%', '<0,01%'. */
export function oddsText(weight: number, totalWeight: number): string {
  if (totalWeight <= 0 || weight <= 0) return '0%';
  const value = (weight / totalWeight) * 100;
  if (value < 0.01) return '<0,01%';
  percent ??= new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 });
  return `${percent.format(value)}%`;
}
