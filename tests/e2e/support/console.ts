/**
 * The operator's side of the journeys: the command line against a journey server, and signing in
 * at /ops/ as a new operator made with it.
 */
import { execFileSync } from 'node:child_process';
import { expect, type Page, test } from '@playwright/test';
import { E2E } from '../env.ts';

export const CONSOLE_PASSWORD = 'senha-do-console-1';

/** The server of the running journey's project (the main journey server outside a test). */
function projectBaseURL(): string {
  try {
    return test.info().project.use.baseURL ?? E2E.baseURL;
  } catch {
    return E2E.baseURL;
  }
}

/** `npm run ops -- …` against the server at `baseURL` (the running project's by default). */
export function opsCli(args: string[], baseURL: string = projectBaseURL()): string {
  return execFileSync('node', ['--import', 'tsx', 'server/ops/cli.ts', ...args], {
    env: { ...process.env, OPS_URL: baseURL, OPS_SECRET: E2E.opsSecret },
    encoding: 'utf8',
  });
}

/** Fills the console's sign-in form (the page's own base URL). */
export async function signInAs(page: Page, name: string, password: string = CONSOLE_PASSWORD): Promise<void> {
  await page.goto('/ops/');
  await page.getByLabel('Operador').fill(name);
  await page.getByLabel('Senha').fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

/** A new operator (an admin unless `role` says otherwise), signed in; answers the name. */
export async function newOperatorSignedIn(page: Page, options: { prefix?: string; role?: string; baseURL?: string } = {}): Promise<string> {
  const name = `${options.prefix ?? 'op'}${Date.now().toString(36)}`;
  const added = opsCli(['operators', 'add', name, '--password', CONSOLE_PASSWORD, ...(options.role ? ['--role', options.role] : [])], options.baseURL);
  expect(added).toContain(`Operador ${name} criado`);
  await signInAs(page, name);
  await expect(page.getByRole('button', { name: 'Sair' })).toBeVisible();
  return name;
}
