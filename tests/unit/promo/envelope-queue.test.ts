import { describe, expect, it } from 'vitest';
import { RAIN_BATCH_MAX, RAIN_BATCH_TRIES } from '../../../src/domain/constants.ts';
import { EnvelopeQueue } from '../../../src/features/promo/envelope-queue.ts';

const keys = (from: number, n: number) => Array.from({ length: n }, (_, i) => `renvelope-${from + i}`);

describe('EnvelopeQueue', () => {
  it('sends the oldest keys, at most RAIN_BATCH_MAX a batch, and keeps what was tapped meanwhile', () => {
    const queue = new EnvelopeQueue();
    for (const key of keys(0, RAIN_BATCH_MAX + 3)) queue.add(key);
    const first = queue.next();
    expect(first).toEqual(keys(0, RAIN_BATCH_MAX));
    queue.add('renvelope-late');
    queue.answered(first);
    expect(queue.next()).toEqual([...keys(RAIN_BATCH_MAX, 3), 'renvelope-late']);
    expect(queue.size).toBe(4);
  });

  it('sends the same keys again after a failure, and gives them up after RAIN_BATCH_TRIES', () => {
    const queue = new EnvelopeQueue();
    for (const key of keys(0, 2)) queue.add(key);
    const batch = queue.next();
    for (let i = 1; i < RAIN_BATCH_TRIES; i += 1) {
      queue.failed(batch);
      expect(queue.next()).toEqual(batch);
    }
    queue.failed(batch);
    expect(queue.size).toBe(0);
  });

  it('counts tries per batch: an answer starts the count again', () => {
    const queue = new EnvelopeQueue();
    for (const key of keys(0, 4)) queue.add(key);
    queue.failed(queue.next());
    queue.answered(queue.next());
    queue.add('renvelope-next');
    for (let i = 1; i < RAIN_BATCH_TRIES; i += 1) queue.failed(queue.next());
    expect(queue.next()).toEqual(['renvelope-next']);
    queue.clear();
    expect(queue.size).toBe(0);
  });
});
