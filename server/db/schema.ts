/**
 * The database schema (PostgreSQL dialect, same on PGlite and a PostgreSQL server), one file per
 * area under tables/. Migrations are generated from this module: `npm run db:generate`.
 */
export * from './tables/accounts.ts';
export * from './tables/rewards.ts';
export * from './tables/wallet.ts';
export * from './tables/markets.ts';
export * from './tables/messages.ts';
export * from './tables/uploads.ts';
export * from './tables/login-throttles.ts';
export * from './tables/invites.ts';
export * from './tables/operators.ts';
export * from './tables/shares.ts';
export * from './tables/tasks.ts';
export * from './tables/content.ts';
export * from './tables/sponsors.ts';
export * from './tables/installs.ts';
export * from './tables/push.ts';
export * from './tables/dashboard.ts';
export * from './tables/risk.ts';
export * from './tables/signals.ts';
