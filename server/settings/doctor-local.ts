/** The doctor's checks that need no network: upload folder, push keys, proxy trust, processes. */
import { constants } from 'node:fs';
import { access, stat } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { resolveWorkers } from '../config.ts';
import { parseTrustProxy } from '../http/trust-proxy.ts';
import { vapidKeysFromEnvironment } from '../push/vapid.ts';
import type { PartOutcome } from './doctor-part.ts';
import { readMode, readPush } from './mode.ts';
import { metricsServed, readMetricsSettings } from '../metrics/settings.ts';

const dataDirOf = (env: NodeJS.ProcessEnv) => resolve(env.DATA_DIR?.trim() || './data');

/** The nearest folder that exists on the way to `path`: where a write (or a mkdir) would happen. */
async function nearestExisting(path: string): Promise<string> {
  for (let current = path; ; current = dirname(current)) {
    if (await stat(current).then(() => true, () => false)) return current;
    if (dirname(current) === current) return current;
  }
}

/** Without S3_BUCKET uploads go to DATA_DIR/uploads: it (or the folder that will hold it) must be writable. */
export async function checkUploadFolder(env: NodeJS.ProcessEnv): Promise<PartOutcome> {
  const folder = join(dataDirOf(env), 'uploads');
  const existing = await nearestExisting(folder);
  const where = existing === folder ? folder : `${folder} (será criada em ${existing})`;
  try {
    await access(existing, constants.W_OK);
    return { state: 'configurado', check: `disco local ${where}: gravável` };
  } catch {
    return { state: 'inacessível', check: `disco local ${where}: sem permissão de escrita` };
  }
}

export function checkPushPart(env: NodeJS.ProcessEnv): PartOutcome {
  if (!readPush(env)) return { state: 'ausente', check: 'desligado (PUSH=off)' };
  if (vapidKeysFromEnvironment(env)) return { state: 'configurado', check: `chaves VAPID do ambiente, assunto ${env.VAPID_SUBJECT?.trim() || '(ausente)'}` };
  if (readMode(env) === 'demo') return { state: 'configurado', check: 'chaves VAPID geradas e guardadas no banco (app_secrets), só na demonstração' };
  return { state: 'ausente', check: 'VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY ausentes ou malformadas' };
}

export function checkProxyPart(env: NodeJS.ProcessEnv): PartOutcome {
  try {
    const proxies = parseTrustProxy(env.TRUST_PROXY);
    if (!proxies) return { state: 'ausente', check: 'nenhum proxy confiável: o IP de cada requisição é o da conexão' };
    return { state: 'configurado', check: `confia no X-Forwarded-For de ${proxies.join(', ')}` };
  } catch (error) {
    return { state: 'inválido', check: (error as Error).message };
  }
}

/** Who may read /metrics (metrics/settings.ts): nothing is contacted, the settings are read. */
export function checkMetricsPart(env: NodeJS.ProcessEnv): PartOutcome {
  try {
    const metrics = readMetricsSettings(env);
    if (!metricsServed(metrics)) return { state: 'ausente', check: '/metrics desligado (404): defina METRICS_TOKEN ou METRICS_PORT' };
    const doors = [
      metrics.token ? '/metrics na porta do app com METRICS_TOKEN' : null,
      metrics.port ? `porta ${metrics.port} em ${metrics.host}${metrics.token ? ' (também com o token)' : ''}` : null,
    ];
    return { state: 'configurado', check: doors.filter(Boolean).join('; ') };
  } catch (error) {
    return { state: 'inválido', check: (error as Error).message };
  }
}

export function checkWorkersPart(env: NodeJS.ProcessEnv): PartOutcome {
  try {
    const workers = resolveWorkers(env);
    return { state: 'configurado', check: `${workers} processo${workers > 1 ? 's' : ''}${env.WORKERS?.trim() ? '' : ' (padrão)'}` };
  } catch (error) {
    return { state: 'inválido', check: (error as Error).message };
  }
}
