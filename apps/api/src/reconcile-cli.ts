import { loadConfig } from './config';
import { openPostgres } from './db/client';
import { openDataDir } from './db/pglite-template';
import { reconcileReport } from './reconcile';

/** `npm run reconcile` on whichever database the config names (see reconcile.ts). */
const config = loadConfig();
const handle = config.databaseUrl ? await openPostgres(config.databaseUrl, 1) : await openDataDir(config.dataDir);
try {
  const { exitCode, lines } = await reconcileReport(handle.db);
  for (const line of lines) console.log(line);
  process.exitCode = exitCode;
} finally {
  await handle.close();
}
