/**
 * The database schema (PostgreSQL dialect, same on PGlite and a PostgreSQL server), one file per
 * area under tables/. Migrations are generated from this module: `npm run db:generate`.
 */
export * from './tables/accounts.ts';
export * from './tables/rewards.ts';
export * from './tables/wallet.ts';
export * from './tables/markets.ts';
