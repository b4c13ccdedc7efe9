import { loadConfig } from '../config';
import { openPglite, openPostgres } from './client';

/** `npm run db:migrate`: applies pending migrations and exits (the server also does this at start). */
const config = loadConfig();
const handle = config.databaseUrl ? await openPostgres(config.databaseUrl, 1) : await openPglite({ dataDir: config.dataDir });
await handle.close();
console.log(`Migrations applied (${handle.driver}).`);
