/**
 * Load from another process: a benchmark's clients run in a child process of their own,
 * so the server's CPU is not shared with its clients' inside one event loop, and the server's CPU
 * can be read apart. `inClientProcess(module, args)` forks this file, which imports `module` (a
 * file under tests/bench/load/) and answers what its default export returns for `args`.
 */
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

interface Job { module: string; args: unknown }

export function inClientProcess<A, R>(module: URL, args: A): Promise<R> {
  const child = fork(fileURLToPath(import.meta.url), [], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  return new Promise<R>((resolve, reject) => {
    child.once('message', (answer: { result?: R; error?: string }) => {
      if (answer.error !== undefined) reject(new Error(`processo de clientes: ${answer.error}`));
      else resolve(answer.result as R);
    });
    child.once('exit', (code) => reject(new Error(`processo de clientes terminou (${code}) sem resposta`)));
    child.send({ module: module.href, args } satisfies Job);
  });
}

// In the child: run the job once, answer, leave.
if (process.send && process.argv[1] === fileURLToPath(import.meta.url)) {
  process.once('message', async ({ module, args }: Job) => {
    try {
      const scenario = (await import(module)) as { default: (a: unknown) => Promise<unknown> };
      process.send!({ result: await scenario.default(args) }, () => process.exit(0));
    } catch (error) {
      process.send!({ error: (error as Error).stack ?? String(error) }, () => process.exit(1));
    }
  });
}
