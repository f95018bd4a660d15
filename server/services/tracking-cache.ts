/**
 * The enabled tracking scripts, kept per process. Every HTML answer (its CSP) and every visitor's
 * start (GetTongji) read them, and operators change them rarely: a promotion's thousands of first
 * visits must not each read the table. A change made here clears this process's copy at once;
 * the `site` event of the real-time channel clears the other processes' copies on commit; the
 * copy also lapses after COPY_TTL_MS, should an event be lost with a dropped LISTEN connection.
 */
import type { Executor } from '../db/client.ts';
import { listEnabledTrackingScripts } from '../repositories/site.ts';

const COPY_TTL_MS = 60_000;

type EnabledScript = Awaited<ReturnType<typeof listEnabledTrackingScripts>>[number];

export class EnabledScriptsCache {
  private copy: { scripts: EnabledScript[]; at: number } | null = null;
  /** Bumped by forget(): a read that began before a change never stores what it read. */
  private generation = 0;

  constructor(private readonly db: Executor) {}

  async get(): Promise<EnabledScript[]> {
    if (this.copy && Date.now() - this.copy.at <= COPY_TTL_MS) return this.copy.scripts;
    const generation = this.generation;
    const scripts = await listEnabledTrackingScripts(this.db);
    if (generation === this.generation) this.copy = { scripts, at: Date.now() };
    return scripts;
  }

  forget(): void {
    this.generation += 1;
    this.copy = null;
  }
}
