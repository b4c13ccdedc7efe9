import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { migrationsFolder, openPglite, pgliteDataFolder, type DatabaseHandle } from './client';
import { functionsFolder } from './function-files';
import { installCacheDir } from '../install-cache';

/**
 * A new embedded database costs seconds: PostgreSQL's initdb runs in WebAssembly, then the
 * migrations. A migrated empty database, dumped once and unpacked, takes half a second. The
 * dump is made at install (`npm ci`) beside the installed packages and named by the
 * migrations and function files it holds, so a changed one is never skipped: an unknown
 * name is simply not found and the database is created the slow way.
 */
export async function dumpMigratedDatabase(compression: 'none' | 'gzip'): Promise<Blob> {
  const handle = await openPglite({});
  try {
    const client = (handle.db as unknown as { $client: { dumpDataDir(compression: 'none' | 'gzip'): Promise<Blob> } })
      .$client;
    return await client.dumpDataDir(compression);
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
  return path.join(installCacheDir, `empty-database-${hash.digest('hex').slice(0, 16)}.tar`);
}

export async function writeDatabaseTemplate(): Promise<string> {
  const target = templatePath();
  if (existsSync(target)) return target;
  const dump = await dumpMigratedDatabase('none');
  await mkdir(path.dirname(target), { recursive: true });
  // Written whole under another name first: a start never unpacks half a file.
  await writeFile(`${target}.partial`, Buffer.from(await dump.arrayBuffer()));
  await rename(`${target}.partial`, target);
  return target;
}

/** Opens the embedded database in `dataDir`, unpacking the install's template into a new folder. */
export async function openDataDir(dataDir: string): Promise<DatabaseHandle> {
  const isNew = !existsSync(path.join(pgliteDataFolder(dataDir), 'PG_VERSION'));
  const template = templatePath();
  const loadDataDir = isNew && existsSync(template) ? new Blob([await readFile(template)]) : undefined;
  return openPglite({ dataDir, loadDataDir });
}
