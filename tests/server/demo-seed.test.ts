/**
 * The demo is consistent: Maria (demo2026) is seeded with her real name and birth date, so her
 * "Complete suas informações" task shows done (1/1), credited once however often the demo seeds.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Task } from '../../src/domain/contract/tasks.ts';
import { API } from '../../src/domain/contract/paths.ts';
import { DEMO_MEMBER, seedDemoContent } from '../../server/db/seed.ts';
import { login } from './flows.ts';
import { createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ autoTasks: true });
  token = (await login(t, DEMO_MEMBER.username, DEMO_MEMBER.password)).body.data.token;
});
afterAll(() => t.close());

const tasks = async (): Promise<Task[]> => (await t.post(API.taskList.path, {}, { token })).body.data;
const points = async (): Promise<number> => (await t.post(API.userInfo.path, {}, { token })).body.data.points;

describe('the demo member', () => {
  it('has a complete profile, so its profile task is done and the others are still to do', async () => {
    const list = await tasks();
    expect(list.find((task) => task.title === 'Complete suas informações')).toMatchObject({ action: 'done', done: 1, limit: 1 });
    expect(list.find((task) => task.title === 'Faça seu primeiro giro')).toMatchObject({ action: 'todo', done: 0 });
    const me = await t.post(API.userInfo.path, {}, { token });
    expect(me.body.data).toMatchObject({ profile_complete: true });
  });

  it('is credited for it once: seeding again (every demo start) changes nothing', async () => {
    const before = await points();
    expect(before).toBeGreaterThanOrEqual(50);
    expect(await seedDemoContent(t.db, { autoTasks: true })).toBe(false);
    expect(await points()).toBe(before);
    expect((await tasks()).filter((task) => task.action === 'done').map((task) => task.title)).toEqual(['Complete suas informações']);
  });
});
