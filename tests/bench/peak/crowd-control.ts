/**
 * The bench's side of the crowd processes: forks them (each with the fd limit raised to the hard
 * limit, as `ulimit -n` would), gives each its members and source addresses, and sends commands
 * to all of them at once.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { CrowdCommand, CrowdSetup } from './crowd.ts';

const CROWD = fileURLToPath(new URL('./crowd.ts', import.meta.url));

export class Crowd {
  private next = 1;
  private readonly waiting = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();

  private constructor(readonly processes: ChildProcess[]) {
    for (const child of processes) {
      child.on('message', (answer: { id: number; result?: unknown; error?: string }) => {
        const pending = this.waiting.get(answer.id);
        if (!pending) return;
        this.waiting.delete(answer.id);
        if (answer.error !== undefined) pending.reject(new Error(`processo de clientes: ${answer.error}`));
        else pending.resolve(answer.result);
      });
    }
  }

  /** `setups.length` processes; ulimit -n raised in the shell that starts each. */
  static async start(setups: CrowdSetup[]): Promise<Crowd> {
    const processes = setups.map(() => spawn('sh', ['-c', `ulimit -n "$(ulimit -Hn)" && exec "${process.execPath}" --import tsx "${CROWD}"`], {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    }));
    const crowd = new Crowd(processes);
    await Promise.all(processes.map((child, index) => crowd.ask(child, { setup: setups[index]! })));
    return crowd;
  }

  /** The same command to every process; their answers in order. */
  all<R>(command: CrowdCommand): Promise<R[]> {
    return Promise.all(this.processes.map((child) => this.ask(child, { command }) as Promise<R>));
  }

  private ask(child: ChildProcess, body: { setup: CrowdSetup } | { command: CrowdCommand }): Promise<unknown> {
    const id = this.next++;
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      child.send({ id, ...body });
    });
  }
}
