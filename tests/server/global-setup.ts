/**
 * A new PGlite takes seconds to initialise; migrate one once and dump it, so every test file
 * starts from a copy in under a second. With TEST_DATABASE_URL each file makes its own database.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../server/db/client.ts';
import { migrateDatabase } from '../../server/migrate.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}

const templatePath = resolve('.tmp', `pglite-template-${process.pid}.tar`);

export default async function setup(project: TestProject): Promise<() => void> {
  const removeTemplate = () => rmSync(templatePath, { force: true });
  project.provide('pgliteTemplate', templatePath);
  if (process.env.TEST_DATABASE_URL) return removeTemplate;
  mkdirSync(resolve('.tmp'), { recursive: true });
  const client = new PGlite();
  const handle = await openDatabase({ pglite: client });
  await migrateDatabase(handle);
  const dump = await client.dumpDataDir('none');
  writeFileSync(templatePath, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
  return removeTemplate;
}

