/** `npm run ops -- operators add NAME [--password "…"]`: the password is asked for, unechoed, when not given. */
import { createInterface } from 'node:readline';

/** The addOperator call, made by cli.ts with the secret. */
type AddOperator = (input: { name: string; password: string }) => Promise<unknown>;

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

export async function addOperatorFromCli(add: AddOperator, name: string, password: string | undefined): Promise<void> {
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
  const added = (await add({ name, password: chosen })) as { name: string };
  console.log(`Operador ${added.name} criado. Entre em /ops/ com o nome e a senha.`);
}
