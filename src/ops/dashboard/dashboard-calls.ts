/** The console's calls of the "Painel". */
import type { DashboardRange } from '../../domain/contract/ops-dashboard.ts';
import { callOps } from '../common/api.ts';

export const economy = (range: DashboardRange) => callOps('dashboardEconomy', range);
export const withdrawals = (range: DashboardRange) => callOps('dashboardWithdrawals', range);
export const promotions = (range: DashboardRange) => callOps('dashboardPromotions', range);
export const games = (range: DashboardRange) => callOps('dashboardGames', range);
export const acquisition = (range: DashboardRange) => callOps('dashboardAcquisition', range);
export const members = (range: DashboardRange) => callOps('dashboardMembers', range);
export const messages = (range: DashboardRange) => callOps('dashboardMessages', range);
