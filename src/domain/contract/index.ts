export * from './envelope.ts';
export * from './auth.ts';
export * from './site.ts';
export * from './rewards.ts';
export * from './paths.ts';
export * from './wallet.ts';
export * from './markets.ts';
