import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { captchas } from '../db/schema.ts';

export async function insertCaptcha(db: Executor, captcha: typeof captchas.$inferInsert): Promise<void> {
  await db.insert(captchas).values(captcha);
}

/**
 * Marks the captcha used and returns it, or nothing when it is unknown or already used.
 * One atomic statement, so two logins racing on one captcha cannot both pass.
 */
export async function consumeCaptcha(db: Executor, id: string, now: Date) {
  const [row] = await db
    .update(captchas)
    .set({ usedAt: now })
    .where(and(eq(captchas.id, id), isNull(captchas.usedAt)))
    .returning({ gapX: captchas.gapX, createdAt: captchas.createdAt, expiresAt: captchas.expiresAt });
  return row;
}
