import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { openPglite, pgliteDataFolder, type DatabaseHandle } from './client';
import { migrationsFolder } from './migrations';
import { functionsFolder } from './function-files';
import { installCacheDir } from '../install-cache';

/**
 * A new embedded database costs seconds: PostgreSQL's initdb runs in WebAssembly, then the
 * migrations and the database functions. Tests open copies of a migrated empty database,
 * dumped once (`dumpMigratedDatabase`). A new data folder copies one made at install (`npm
 * ci`) beside the installed packages, a closed data folder PGlite opens as it is, in a
 * fraction of a second (unpacking a dump inside WebAssembly took over a second). It is named
 * by the migrations and function files it holds, so a changed one is never skipped: an
 * unknown name is simply not found and the database is created the slow way.
 */
export async function dumpMigratedDatabase(): Promise<Blob> {
  const handle = await openPglite({});
  try {
    const client = (handle.db as unknown as { $client: { dumpDataDir(compression: 'gzip'): Promise<Blob> } }).$client;
    return await client.dumpDataDir('gzip');
  } finally {
    await handle.close();
  }
}

function templatePath(): string {
  const hash = createHash('sha256');
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else hash.update(entry.name).update(readFileSync(full));
    }
  };
  walk(migrationsFolder);
  walk(functionsFolder);
  return path.join(installCacheDir, `empty-database-${hash.digest('hex').slice(0, 16)}`);
}

/** Makes the install's template (a data folder holding an empty migrated database) unless it exists. */
export async function writeDatabaseTemplate(): Promise<string> {
  const target = templatePath();
  if (existsSync(target)) return target;
  // Made under another name first: a start never copies half a database.
  const partial = `${target}.partial`;
  await rm(partial, { recursive: true, force: true });
  const handle = await openPglite({ dataDir: partial });
  await handle.close();
  await rename(partial, target);
  return target;
}

/** Opens the embedded database in `dataDir`, a new one as a copy of the install's template. */
export async function openDataDir(dataDir: string): Promise<DatabaseHandle> {
  const template = pgliteDataFolder(templatePath());
  return openPglite({ dataDir, ...(existsSync(template) ? { template } : {}) });
}
