import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { dumpMigratedDatabase } from '../db/pglite-template';

/**
 * Creating and migrating a PGlite database takes seconds; it is done once here, dumped, and
 * every test file opens its own copy from the dump in well under a second.
 */
export default async function setup(project: TestProject) {
  const folder = mkdtempSync(path.join(tmpdir(), 'naijabid-template-'));
  const templatePath = path.join(folder, 'template.tar.gz');
  const dump = await dumpMigratedDatabase();
  writeFileSync(templatePath, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplatePath', templatePath);
  return () => rmSync(folder, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplatePath: string;
  }
}
