/** What main.ts checks before it opens anything: the mode, production's refusals, the configuration. */
import { readServerConfig, type ServerConfig } from '../config.ts';
import { readMode } from './mode.ts';
import { productionProblems } from './production-checks.ts';

export type Startup = { config: ServerConfig; refusals: [] } | { config: null; refusals: string[] };

/** Refusals are Portuguese lines, one per problem, all of them at once (a deploy fixes them in one go). */
export function checkStartup(env: NodeJS.ProcessEnv): Startup {
  try {
    if (readMode(env) === 'production') {
      const problems = productionProblems(env);
      if (problems.length > 0) return { config: null, refusals: problems };
    }
    return { config: readServerConfig(env), refusals: [] };
  } catch (error) {
    return { config: null, refusals: [`Configuração inválida: ${(error as Error).message}`] };
  }
}
