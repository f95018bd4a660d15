/**
 * Portuguese demo content, written once: site content when the site_configs table is empty, the
 * games' prizes when no game has any, the promotions when there is no market entry (so a database
 * seeded before these tables existed gets them too). The games and promo types themselves are
 * structure, made by the migrations in every mode (docs/operations.md).
 */
import { eq } from 'drizzle-orm';
import type { Database } from './client.ts';
import {
  ads, conversionTypes, languages, markets, prizes, settings, shareCampaigns, siteConfigs, sponsors, tasks, trackingScripts, users,
} from './schema.ts';
import { seedRewards } from './seed-rewards.ts';
import { seedWallet } from './seed-wallet.ts';
import { seedMarkets } from './seed-markets.ts';
import { seedAutomaticTasks, seedShareCampaigns, seedSubmittedTasks } from './seed-community.ts';
import { seedContent } from './seed-content.ts';
import { homeCategories } from './tables/content.ts';
import { seedSponsors } from './seed-sponsors.ts';
import { hashPassword } from '../security/passwords.ts';
import { countSiteConfigs } from '../repositories/site.ts';
import { grantChances } from '../services/chances.ts';
import { completeTasksOnEvent } from '../services/task-review.ts';
import { GIFT_BOX_PATH, INVITE_PATH, WHEEL_PATH } from '../../src/lib/paths.ts';

export const DEMO_MEMBER = { username: 'demo2026', password: 'Premia2026' } as const;

export interface SeedOptions {
  /**
   * Demo tasks that complete themselves (profile, first draw, wallet) credit points on those
   * events; tests that check exact balances turn them off (`DEMO_AUTO_TASKS=0` for the server).
   */
  autoTasks?: boolean;
}

export async function seedDemoContent(db: Database, options: SeedOptions = {}): Promise<boolean> {
  const site = await seedSiteContent(db);
  const games = await seedRewardGames(db);
  const wallet = await seedWalletConfig(db);
  const promos = await seedPromoMarkets(db);
  const shares = await seedShares(db);
  const taskCenter = await seedTasks(db, options.autoTasks ?? true);
  const content = await seedSiteContentPages(db);
  const rtp = await seedRtpMarket(db);
  await completeDemoProfileTask(db);
  return site || games || wallet || promos || shares || taskCenter || content || rtp;
}

/**
 * The demo member is seeded with a full profile (real name, birth date), so its "Complete suas
 * informações" task is done, as it would be had Maria filled the form. Repeating it credits
 * nothing (the task's unique row per member), so a database seeded before this gets it too.
 */
async function completeDemoProfileTask(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    const [demo] = await tx.select({ id: users.id, realName: users.realName, birthDate: users.birthDate }).from(users).where(eq(users.username, DEMO_MEMBER.username));
    if (demo?.realName && demo.birthDate) await completeTasksOnEvent(tx, demo.id, 'profile_completed', new Date());
  });
}

/** Also on a database seeded before these tables existed; readings end at this first seeding. */
async function seedRtpMarket(db: Database): Promise<boolean> {
  if ((await db.$count(sponsors)) > 0) return false;
  await db.transaction((tx) => seedSponsors(tx, new Date()));
  return true;
}

/** The content pages, also on a database seeded before their tables existed. */
async function seedSiteContentPages(db: Database): Promise<boolean> {
  if ((await db.$count(homeCategories)) > 0) return false;
  await db.transaction((tx) => seedContent(tx, new Date()));
  return true;
}

async function seedTasks(db: Database, automatic: boolean): Promise<boolean> {
  if ((await db.$count(tasks)) > 0) return false;
  await db.transaction(async (tx) => {
    if (automatic) await seedAutomaticTasks(tx);
    await seedSubmittedTasks(tx, new Date());
  });
  return true;
}

/** Also on a database seeded before these tables existed (its migration adds the empty tables). */
async function seedShares(db: Database): Promise<boolean> {
  if ((await db.$count(shareCampaigns)) > 0) return false;
  await db.transaction(seedShareCampaigns);
  return true;
}

/** Periods start relative to this first seeding (a database made before the promotions existed gets them now). */
async function seedPromoMarkets(db: Database): Promise<boolean> {
  if ((await db.$count(markets)) > 0) return false;
  await db.transaction((tx) => seedMarkets(tx, new Date()));
  return true;
}

/** Also on a database seeded before these tables existed (its migration adds the empty tables). */
async function seedWalletConfig(db: Database): Promise<boolean> {
  if ((await db.$count(conversionTypes)) > 0) return false;
  await db.transaction(seedWallet);
  return true;
}

async function seedRewardGames(db: Database): Promise<boolean> {
  if ((await db.$count(prizes)) > 0) return false;
  await db.transaction(async (tx) => {
    await seedRewards(tx);
    // The demo member can open the chest at once, as if two friends had joined.
    const [demo] = await tx.select({ id: users.id }).from(users).where(eq(users.username, DEMO_MEMBER.username));
    if (demo) await grantChances(tx, demo.id, 'chest', 2, 'Demonstração', { key: 'demo', now: new Date() });
  });
  return true;
}

async function seedSiteContent(db: Database): Promise<boolean> {
  if ((await countSiteConfigs(db)) > 0) return false;
  const passwordHash = await hashPassword(DEMO_MEMBER.password);
  await db.transaction(async (tx) => {
    await tx.insert(siteConfigs).values([
      { name: 'app.ico', value: '/favicon.svg', public: true },
      { name: 'site.Sound', value: '/sounds/click.wav', public: true },
    ]);
    await tx.insert(ads).values([
      { title: 'Roda da Fortuna: gire e ganhe pontos', image: '/banners/banner-1.svg', link: `#${WHEEL_PATH}`, position: 'home', sort: 1 },
      { title: 'Caixa da sorte: abra seu presente diário', image: '/banners/banner-2.svg', link: `#${GIFT_BOX_PATH}`, position: 'home', sort: 2 },
      { title: 'Convide amigos e ganhe mais pontos', image: '/banners/banner-3.svg', link: `#${INVITE_PATH}`, position: 'home', sort: 3 },
    ]);
    await tx.insert(trackingScripts).values({
      name: 'Contador de visitas',
      content: 'window.__premiaTracking = (window.__premiaTracking || 0) + 1;',
      enabled: true,
      sort: 1,
    });
    await tx.insert(languages).values({ code: 'pt', name: 'Português', isDefault: true }).onConflictDoNothing();
    await tx
      .insert(settings)
      .values([
        { groupName: 'register', name: 'sms_required', value: '1' },
        { groupName: 'register', name: 'min_age', value: '18' },
        { groupName: 'site', name: 'name', value: 'Prêmia' },
        { groupName: 'site', name: 'support_email', value: 'suporte@premia.app' },
      ])
      .onConflictDoNothing();
    await tx
      .insert(users)
      .values({
        username: DEMO_MEMBER.username,
        passwordHash,
        phone: '11987654321',
        email: 'demo@premia.app',
        nickname: 'Maria',
        realName: 'Maria Demonstração',
        birthDate: '1995-04-12',
      })
      .onConflictDoNothing();
  });
  return true;
}
