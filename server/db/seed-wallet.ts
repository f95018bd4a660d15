/** Demo wallet configuration: conversion types (amounts in reais) and the cooling-off period. */
import { COOLING_OFF_CONFIG, COOLING_OFF_DEFAULT_HOURS } from '../../src/domain/contract/wallet-values.ts';
import type { Transaction } from './client.ts';
import { conversionTypes, siteConfigs } from './schema.ts';

/** 100 points = R$ 1 on every type; limits differ so the messages show different values. */
export const DEMO_CONVERSION_TYPES: Array<typeof conversionTypes.$inferInsert> = [
  { name: 'Pix', platform: 'Pix (chave cadastrada)', unit: 'R$', rate: 100, minAmount: 10, maxAmount: 500, sort: 0 },
  { name: 'Recarga de celular', platform: 'Operadora do telefone', unit: 'R$', rate: 100, minAmount: 15, maxAmount: 100, sort: 1 },
  { name: 'Vale-presente', platform: 'Loja parceira Prêmia', unit: 'R$', rate: 100, minAmount: 20, maxAmount: 300, sort: 2 },
];

export async function seedWallet(tx: Transaction): Promise<void> {
  await tx.insert(conversionTypes).values(DEMO_CONVERSION_TYPES);
  await tx.insert(siteConfigs).values({ name: COOLING_OFF_CONFIG, value: String(COOLING_OFF_DEFAULT_HOURS) }).onConflictDoNothing();
}
