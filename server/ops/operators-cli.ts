/**
 * `npm run ops -- operators add NAME [--password "…"] [--role admin|reviewer|content]`: the password is
 * asked for, unechoed, when not given; the role is admin unless named (the server checks the name).
 */
import { createInterface } from 'node:readline';
import type { OpsRequest, OpsResponse } from '../../src/domain/contract/ops-calls/index.ts';
import { ROLE_LABELS } from '../../src/domain/ops.pt.ts';

/** The addOperator call, made by cli.ts with the secret. */
type AddOperator = (input: OpsRequest<'addOperator'>) => Promise<OpsResponse<'addOperator'>>;

/** Reads a line without showing what is typed (a password on a shared screen). */
function askHidden(question: string): Promise<string> {
  return new Promise((resolve) => {
    const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: process.stdin.isTTY });
    const output = rl as unknown as { _writeToOutput?: (text: string) => void; output: NodeJS.WritableStream };
    process.stdout.write(question);
    output._writeToOutput = (text: string) => {
      if (text.includes('\n')) process.stdout.write('\n');
    };
    rl.question('', (answer) => {
      rl.close();
      resolve(answer);
    });
  });
}

export async function addOperatorFromCli(add: AddOperator, name: string, password: string | undefined, role = 'admin'): Promise<void> {
  let chosen = password;
  if (chosen === undefined) {
    chosen = await askHidden('Senha do operador (mínimo 10 caracteres): ');
    const again = await askHidden('Repita a senha: ');
    if (again !== chosen) {
      console.error('As senhas não conferem.');
      process.exit(1);
    }
  }
  if (chosen.length < 10) {
    console.error('A senha do operador precisa de pelo menos 10 caracteres.');
    process.exit(1);
  }
  // The server refuses an unknown role in Portuguese; the cast only lets it say so.
  const added = await add({ name, password: chosen, role: role as OpsRequest<'addOperator'>['role'] });
  console.log(`Operador ${added.name} criado (perfil ${ROLE_LABELS[added.role]}). Entre em /ops/ com o nome e a senha.`);
}
