/**
 * `npm run bench:outbox`: the outbox under crashes. On a fresh PostgreSQL database
 * (TEST_DATABASE_URL or DATABASE_URL) the real server (server/main.ts, WORKERS=2, Redis at
 * REDIS_URL or redis://127.0.0.1:6379) delivers 1,000 queued codes, half SMS to a Twilio-shaped
 * server that answers 500 to 30 % of requests, half e-mail to a local SMTP server. The server and
 * its workers are killed with SIGKILL three times while they send, and restarted each time. When
 * the queue is drained it prints what the providers received: delivered, duplicates, lost, dead.
 * The retry waits (30 s … 30 min) are not waited out: the bench brings failed rows' next try
 * forward (tests/server/outbox-retries.test.ts checks the waits). Lease expiries are real (60 s).
 */
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { openDatabase } from '../../server/db/client.ts';
import { migrateDatabase } from '../../server/migrate.ts';
import { outbox } from '../../server/db/schema.ts';
import { seedDemoContent } from '../../server/db/seed.ts';
import { codeMessage } from '../../server/messaging/code-message.ts';
import { INTERRUPTED_SEND } from '../../server/repositories/outbox.ts';
import { FAKE_TWILIO, startFakeTwilio } from '../server/support/fake-twilio.ts';
import { startSmtpSink } from '../server/support/smtp-sink.ts';
import { freePort, startServer, withFreshPostgres } from './harness.ts';

const MESSAGES = Number(process.env.OUTBOX_BENCH_MESSAGES ?? 1000);
const TWILIO_FAILURE_SHARE = 0.3;
/** Kill when this share of the queue has been sent (each restart takes a few seconds). */
const KILL_AT = [0.15, 0.4, 0.65];
const DRAIN_TIMEOUT_MS = 5 * 60_000;

const adminUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
if (!adminUrl) {
  console.error('bench:outbox precisa de PostgreSQL: defina TEST_DATABASE_URL ou DATABASE_URL');
  process.exit(1);
}
const redisUrl = process.env.TEST_REDIS_URL || process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** SIGKILL to the primary and its workers together: nothing gets to finish what it was doing. */
function killServerTree(primary: ChildProcess): Promise<void> {
  const pids = [primary.pid!];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === primary.pid) pids.push(Number(entry));
    } catch {
      // Ended meanwhile.
    }
  }
  const exited = new Promise<void>((resolve) => primary.once('exit', () => resolve()));
  for (const pid of pids) process.kill(pid, 'SIGKILL');
  return exited;
}

const countBy = (values: string[]) => values.reduce((counts, value) => counts.set(value, (counts.get(value) ?? 0) + 1), new Map<string, number>());

await withFreshPostgres(adminUrl, 'premia_outbox', async (url, name) => {
  const handle = await openDatabase({ databaseUrl: url });
  await migrateDatabase(handle);
  await seedDemoContent(handle.db);
  const [smtp, twilio] = await Promise.all([startSmtpSink(), startFakeTwilio()]);
  twilio.failShare(TWILIO_FAILURE_SHARE);

  const now = new Date();
  const rows = Array.from({ length: MESSAGES }, (_, i) => {
    const channel = i % 2 === 0 ? ('sms' as const) : ('email' as const);
    const words = codeMessage({ channel, scene: 'register', code: String(i).padStart(6, '0'), minutes: 10 });
    const recipient = channel === 'sms' ? `2198${String(i).padStart(7, '0')}` : `membro${i}@exemplo.com.br`;
    return { channel, recipient, subject: words.subject ?? null, body: words.body, html: words.html ?? null, createdAt: now, nextAttemptAt: now };
  });
  for (let start = 0; start < rows.length; start += 500) await handle.db.insert(outbox).values(rows.slice(start, start + 500));

  const env = {
    DATABASE_URL: url, WORKERS: '2', REDIS_URL: redisUrl, REDIS_PREFIX: `premia-outbox-${randomBytes(3).toString('hex')}-`,
    PREMIA_MODE: 'production', NODE_ENV: 'production', STATIC_DIR: '', OPS_SECRET: randomBytes(32).toString('base64url'), PUBLIC_URL: 'https://premia.app', PUSH: 'off',
    SMTP_URL: smtp.url, MAIL_FROM: 'Prêmia <nao-responda@premia.app>',
    TWILIO_ACCOUNT_SID: FAKE_TWILIO.accountSid, TWILIO_AUTH_TOKEN: FAKE_TWILIO.authToken, TWILIO_FROM: FAKE_TWILIO.from, TWILIO_API_URL: twilio.apiUrl,
  };
  const sentCount = () => handle.db.$count(outbox, eq(outbox.status, 'sent'));
  const openCount = () => handle.db.$count(outbox, inArray(outbox.status, ['pending', 'failed', 'sending']));
  // Stands in for the retry waits: what failed is due again now.
  const skipRetryWaits = () => handle.db.update(outbox).set({ nextAttemptAt: sql`now()` }).where(and(eq(outbox.status, 'failed'), sql`${outbox.nextAttemptAt} > now()`));

  const started = performance.now();
  let server = await startServer(await freePort(), env);
  for (const [index, share] of KILL_AT.entries()) {
    const deadline = Date.now() + 30_000;
    while ((await sentCount()) < MESSAGES * share && Date.now() < deadline) {
      await skipRetryWaits();
      await pause(20);
    }
    const sentBefore = await sentCount();
    await killServerTree(server);
    const held = await handle.db.$count(outbox, eq(outbox.status, 'sending'));
    console.log(`kill -9 ${index + 1}: ${sentBefore} enviadas; ${held} presas em 'sending' (voltam após o fim da reserva, 60 s)`);
    server = await startServer(await freePort(), env);
  }
  const drainDeadline = Date.now() + DRAIN_TIMEOUT_MS;
  while ((await openCount()) > 0 && Date.now() < drainDeadline) {
    await skipRetryWaits();
    await pause(250);
  }
  const elapsed = (performance.now() - started) / 1000;
  await killServerTree(server);

  const final = await handle.db.select().from(outbox);
  const smsReceived = countBy(twilio.received.map((sms) => sms.body));
  const mailReceived = countBy(smtp.received.map((mail) => mail.messageId));
  const receivedOnce = (row: (typeof final)[number]) => (row.channel === 'sms' ? smsReceived.has(row.body) : mailReceived.has(`<outbox-${row.id}@premia.app>`));
  const delivered = final.filter(receivedOnce).length;
  const duplicates = [...smsReceived.values(), ...mailReceived.values()].reduce((sum, count) => sum + count - 1, 0);
  const dead = final.filter((row) => row.status === 'dead').length;
  const lost = final.filter((row) => row.status !== 'dead' && !receivedOnce(row)).length;
  const undrained = final.filter((row) => !['sent', 'dead'].includes(row.status)).length;
  const tries = final.reduce((sum, row) => sum + row.attempts, 0);
  const flagged = final.filter((row) => row.lastError === INTERRUPTED_SEND).length;
  console.log(`\nPostgreSQL (${name}), server/main.ts com WORKERS=2, ${KILL_AT.length} kill -9; Twilio falso com 500 em ${TWILIO_FAILURE_SHARE * 100} % das requisições`);
  console.log(`mensagens: ${MESSAGES} (${MESSAGES / 2} SMS, ${MESSAGES / 2} e-mails); tentativas: ${tries}`);
  console.log(`entregues: ${delivered}; duplicadas (recebidas mais de uma vez pelo provedor): ${duplicates}; perdidas: ${lost}; mortas: ${dead}; ainda na fila: ${undrained}`);
  console.log(`marcadas "pode ter saído duas vezes" (retomadas de um processo morto): ${flagged}`);
  console.log(`tempo: ${elapsed.toFixed(1)} s`);
  await Promise.all([smtp.close(), twilio.close()]);
  await handle.close();
  process.exitCode = lost === 0 && undrained === 0 ? 0 : 1;
});
