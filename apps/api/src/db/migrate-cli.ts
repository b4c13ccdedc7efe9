import { loadConfig } from '../config';
import { openPostgres } from './client';
import { openDataDir } from './pglite-template';

/** `npm run db:migrate`: applies pending migrations and exits (the server also does this at start). */
const config = loadConfig();
const handle = config.databaseUrl ? await openPostgres(config.databaseUrl, 1) : await openDataDir(config.dataDir);
await handle.close();
console.log(`Migrations applied (${handle.driver}).`);
