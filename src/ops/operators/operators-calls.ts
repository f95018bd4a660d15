/** The "Operadores" page's operator calls, one typed function each; every edit sends the version loaded. */
import type { OperatorAccount } from '../../domain/contract/ops-operators.ts';
import type { OperatorRole } from '../../domain/contract/ops-roles.ts';
import { callOps } from '../common/api.ts';

export const listOperators = () => callOps('operatorList', {});
export const createOperator = (name: string, password: string, role: OperatorRole) => callOps('createOperator', { name, password, role });

type Loaded = Pick<OperatorAccount, 'id' | 'version'>;
const loaded = ({ id, version }: Loaded) => ({ id, version });

export const setOperatorRole = (account: Loaded, role: OperatorRole) => callOps('operatorRole', { ...loaded(account), role });
export const setOperatorDisabled = (account: Loaded, disabled: boolean) => callOps('operatorStatus', { ...loaded(account), disabled });
export const setOperatorPassword = (account: Loaded, password: string) => callOps('operatorPassword', { ...loaded(account), password });
export const removeOperatorTotp = (account: Loaded) => callOps('operatorTotpRemove', loaded(account));
