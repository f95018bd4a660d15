import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { fairnessMessage, hmacSha256, oddsText, pickWeighted, prizeIndexFromHmac, sha256Hex, unitFromBytes, verifyDraw } from '../../src/domain/fairness.ts';

describe('the fairness formula (src/domain/fairness.ts)', () => {
  it('reads the first 6 bytes big-endian as a number in [0, 1)', () => {
    expect(unitFromBytes(new Uint8Array(32))).toBe(0);
    expect(unitFromBytes(Uint8Array.from([0x80, 0, 0, 0, 0, 0, 0xff]))).toBe(0.5);
    expect(unitFromBytes(Uint8Array.from([0xff, 0xff, 0xff, 0xff, 0xff, 0xff]))).toBe((2 ** 48 - 1) / 2 ** 48);
    expect(() => unitFromBytes(new Uint8Array(5))).toThrow(RangeError);
  });

  it('walks the cumulative weights in prize order', () => {
    const weights = [1, 2, 1];
    expect(pickWeighted(weights, 0)).toBe(0);
    expect(pickWeighted(weights, 0.2499)).toBe(0);
    expect(pickWeighted(weights, 0.25)).toBe(1);
    expect(pickWeighted(weights, 0.7499)).toBe(1);
    expect(pickWeighted(weights, 0.75)).toBe(2);
    expect(pickWeighted(weights, 0.999999)).toBe(2);
    expect(pickWeighted([0, 3, 0], 0.999)).toBe(1);
    expect(() => pickWeighted([0, 0], 0.5)).toThrow(RangeError);
    expect(() => pickWeighted([1], 1)).toThrow(RangeError);
    expect(() => pickWeighted([1.5], 0.1)).toThrow(RangeError);
  });

  it('gives the same bytes with Web Crypto as node:crypto, so the browser can check the server', async () => {
    const seed = 'a'.repeat(64);
    const message = fairnessMessage('42', 7, 'chave-do-cliente');
    expect(message).toBe('42:7:chave-do-cliente');
    const web = await hmacSha256(seed, message);
    const node = createHmac('sha256', seed).update(message).digest();
    expect(Buffer.from(web).equals(node)).toBe(true);
    expect(await sha256Hex(seed)).toBe(createHash('sha256').update(seed).digest('hex'));
  });

  it('has the odds the weights promise over many seeds', () => {
    const weights = [60, 50, 25, 16, 8, 2, 1, 38];
    const counts = new Array<number>(weights.length).fill(0);
    const n = 40_000;
    for (let i = 0; i < n; i += 1) {
      const hmac = createHmac('sha256', `seed-${i}`).update(fairnessMessage('1', i, 'k')).digest();
      counts[prizeIndexFromHmac(hmac, weights)]! += 1;
    }
    weights.forEach((w, i) => {
      const expected = (w / 200) * n;
      expect(Math.abs(counts[i]! - expected)).toBeLessThan(5 * Math.sqrt(expected) + 5);
    });
  });

  it('verifies a proof and catches a changed seed, index or weights', async () => {
    const seed = createHash('sha256').update('x').digest('hex');
    const proof = { member_id: '5', draw_number: 3, client_key: 'abcdefgh', seed, commitment_hash: await sha256Hex(seed), weights: [1, 1, 1, 1] };
    const index = prizeIndexFromHmac(await hmacSha256(seed, '5:3:abcdefgh'), proof.weights);
    expect(await verifyDraw({ ...proof, prize_index: index })).toEqual({ commitmentMatches: true, expectedIndex: index, fair: true });
    expect((await verifyDraw({ ...proof, prize_index: (index + 1) % 4 })).fair).toBe(false);
    expect((await verifyDraw({ ...proof, prize_index: index, commitment_hash: await sha256Hex('outra') })).commitmentMatches).toBe(false);
  });

  it('writes odds in Portuguese', () => {
    expect(oddsText(25, 200)).toBe('12,5%');
    expect(oddsText(1, 200)).toBe('0,5%');
    expect(oddsText(1, 3)).toBe('33,33%');
    expect(oddsText(50, 100)).toBe('50%');
    expect(oddsText(1, 1_000_000)).toBe('<0,01%');
    expect(oddsText(0, 10)).toBe('0%');
  });
});
