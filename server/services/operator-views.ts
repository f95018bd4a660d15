/** An operator account as the console's "Operadores" shows it (never its password or secrets). */
import type { OperatorAccount } from '../../src/domain/contract/ops-operators.ts';
import type { OperatorRow } from '../repositories/operators.ts';

export function operatorAccount(row: OperatorRow, lastSignIn: Date | null): OperatorAccount {
  return {
    id: row.id,
    name: row.name,
    role: row.role,
    disabled: row.disabledAt !== null,
    totp_enabled: row.totpSecret !== null,
    last_sign_in_at: lastSignIn ? lastSignIn.toISOString() : null,
    created_at: row.createdAt.toISOString(),
    version: row.version,
  };
}
