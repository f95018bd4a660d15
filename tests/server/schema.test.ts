import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { users } from '../../server/db/schema.ts';
import { seedDemoContent } from '../../server/db/seed.ts';
import { createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('database guards', () => {
  it('never lets points go below zero', async () => {
    await expect(t.db.update(users).set({ points: sql`${users.points} - 1` }).where(eq(users.username, 'demo2026'))).rejects.toThrow();
    const [demo] = await t.db.select().from(users).where(eq(users.username, 'demo2026'));
    expect(demo?.points).toBe(0);
  });

  it('treats usernames case-insensitively', async () => {
    await expect(
      t.db.insert(users).values({ username: 'DEMO2026', passwordHash: 'x', phone: '1', email: 'x@y.z', nickname: 'x' }),
    ).rejects.toThrow();
  });

  it('seeds only once', async () => {
    expect(await seedDemoContent(t.db)).toBe(false);
    expect(await t.db.$count(users)).toBe(1);
  });
});
