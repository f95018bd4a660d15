/**
 * `npm run doctor`: for the current environment, one line per part of the service (state, the
 * check made, how long it took), then the reasons production would refuse to start. The exit
 * code is 1 when production would refuse, whatever the current mode, or when, in production, a
 * configured part cannot be reached.
 */
import { resolveWorkers } from '../config.ts';
import { timePart, type PartOutcome, type PartReport } from './doctor-part.ts';
import { checkMetricsPart, checkPushPart, checkProxyPart, checkUploadFolder, checkWorkersPart } from './doctor-local.ts';
import { probeS3, probeTwilio } from './doctor-providers.ts';
import { probeSmtp } from './doctor-smtp.ts';
import { checkDatabasePart, probeRedis } from './doctor-stores.ts';
import { readMode } from './mode.ts';
import { productionProblems } from './production-checks.ts';

export interface DoctorReport {
  parts: PartReport[];
  /** Why production would refuse to start (empty when it would start). */
  refusals: string[];
  exitCode: 0 | 1;
  lines: string[];
}

type Env = NodeJS.ProcessEnv;
const set = (env: Env, name: string) => (env[name]?.trim() ?? '') !== '';

function modePart(env: Env): PartOutcome {
  try {
    const mode = readMode(env);
    return { state: 'configurado', check: set(env, 'PREMIA_MODE') ? `${mode} (PREMIA_MODE)` : 'demo (padrão; PREMIA_MODE=production para o serviço real)' };
  } catch (error) {
    return { state: 'inválido', check: (error as Error).message };
  }
}

function redisPart(env: Env): Promise<PartOutcome> | PartOutcome {
  const url = env.REDIS_URL?.trim();
  if (url) return probeRedis(url);
  let required: boolean;
  try {
    required = resolveWorkers(env) > 1;
  } catch {
    required = Number(env.WORKERS) > 1;
  }
  return { state: 'ausente', check: required ? 'REDIS_URL ausente, e WORKERS > 1 precisa dele' : 'não usado: um processo guarda os limites por IP na memória' };
}

export function emailPart(env: Env): Promise<PartOutcome> | PartOutcome {
  if (!set(env, 'SMTP_URL')) return { state: 'ausente', check: 'SMTP_URL ausente: na demonstração os códigos ficam no outbox do console' };
  return probeSmtp(env.SMTP_URL ?? '').then((check) => ({ state: 'configurado', check }));
}

export function smsPart(env: Env): Promise<PartOutcome> | PartOutcome {
  if (!set(env, 'TWILIO_ACCOUNT_SID') || !set(env, 'TWILIO_AUTH_TOKEN')) {
    return { state: 'ausente', check: 'TWILIO_ACCOUNT_SID / TWILIO_AUTH_TOKEN ausentes: na demonstração os códigos ficam no outbox do console' };
  }
  return probeTwilio(env).then((check) => ({ state: 'configurado', check }));
}

function storagePart(env: Env): Promise<PartOutcome> {
  if (!set(env, 'S3_BUCKET')) return checkUploadFolder(env);
  return probeS3(env).then((check) => ({ state: 'configurado', check }));
}

/** Every part at once: the slowest network check (3 s at most) sets the doctor's time. */
export async function runDoctor(env: Env): Promise<DoctorReport> {
  const parts = await Promise.all([
    timePart('modo', () => modePart(env), 'PREMIA_MODE'),
    timePart('banco de dados', () => checkDatabasePart(env), 'banco de dados'),
    timePart('Redis', () => redisPart(env), 'Redis'),
    timePart('e-mail', () => emailPart(env), 'SMTP'),
    timePart('SMS', () => smsPart(env), 'Twilio'),
    timePart('armazenamento', () => storagePart(env), 'S3'),
    timePart('push', () => checkPushPart(env), 'push'),
    timePart('proxy', () => checkProxyPart(env), 'TRUST_PROXY'),
    timePart('processos', () => checkWorkersPart(env), 'WORKERS'),
    timePart('métricas', () => checkMetricsPart(env), 'METRICS'),
  ]);
  const modeRefusal = parts[0]?.state === 'inválido' ? [parts[0].check] : [];
  const refusals = [...modeRefusal, ...productionProblems(env)];
  const production = modeRefusal.length === 0 && readMode(env) === 'production';
  const broken = parts.some((part) => part.state === 'inacessível' || part.state === 'inválido');
  const exitCode = refusals.length > 0 || (production && broken) ? 1 : 0;
  return { parts, refusals, exitCode, lines: formatReport(parts, refusals) };
}

const PART_WIDTH = 16;
const STATE_WIDTH = 13;

export function formatReport(parts: PartReport[], refusals: string[]): string[] {
  const lines = parts.map((p) => `${p.part.padEnd(PART_WIDTH)}${p.state.padEnd(STATE_WIDTH)}${p.check}  (${p.ms} ms)`);
  lines.push('');
  if (refusals.length === 0) lines.push('Produção: nenhuma recusa; o servidor inicia com PREMIA_MODE=production.');
  else lines.push(`Produção recusaria iniciar (${refusals.length}):`, ...refusals.map((refusal) => `  - ${refusal}`));
  return lines;
}
