/** PREMIA_MODE: the demo (default) seeds fictional content; production refuses weak settings and never seeds. */

/** `demo`: seeded content, codes readable in the console; `production`: real sending, nothing seeded (config.ts). */
export type ServerMode = 'demo' | 'production';

const MODES: readonly ServerMode[] = ['demo', 'production'];

/** Anything but `demo`, `production` or unset is refused: a typo must not start a demo on real data. */
export function readMode(env: NodeJS.ProcessEnv): ServerMode {
  const asked = env.PREMIA_MODE?.trim() ?? '';
  if (asked === '') return 'demo';
  const mode = MODES.find((known) => known === asked);
  if (!mode) throw new Error(`PREMIA_MODE deve ser demo ou production (recebido: ${asked})`);
  return mode;
}

/** PUSH: web push is on unless `off`. */
export function readPush(env: NodeJS.ProcessEnv): boolean {
  const asked = env.PUSH?.trim().toLowerCase() ?? '';
  if (asked === '' || asked === 'on') return true;
  if (asked === 'off') return false;
  throw new Error(`PUSH deve ser on ou off (recebido: ${env.PUSH})`);
}
