/**
 * The envelopes a member tapped and the server has not answered yet (claims go in
 * batches). Pure, for the rain's batch sender (useEnvelopeBatches) and its unit test.
 */
import { RAIN_BATCH_MAX, RAIN_BATCH_TRIES } from '../../domain/constants.ts';

export class EnvelopeQueue {
  private keys: string[] = [];
  private failures = 0;

  /** Keys still to be answered, the batch in flight included: the summary waits for 0. */
  get size(): number {
    return this.keys.length;
  }

  add(key: string): void {
    this.keys.push(key);
  }

  /**
   * The next batch: the oldest keys, at most RAIN_BATCH_MAX. They stay at the head until answered,
   * so a batch sent again after a network failure carries the same keys (the server skips the
   * ones it already holds).
   */
  next(): string[] {
    return this.keys.slice(0, RAIN_BATCH_MAX);
  }

  /** The server answered the batch (credited or refused): its keys are done. */
  answered(batch: readonly string[]): void {
    this.keys.splice(0, batch.length);
    this.failures = 0;
  }

  /** No answer: keep the keys for the next send, giving up after RAIN_BATCH_TRIES so the summary can show. */
  failed(batch: readonly string[]): void {
    this.failures += 1;
    if (this.failures >= RAIN_BATCH_TRIES) this.answered(batch);
  }

  clear(): void {
    this.keys = [];
    this.failures = 0;
  }
}
