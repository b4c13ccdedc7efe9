import { loadConfig } from '../config';
import { openPostgres } from '../db/client';
import { openDataDir } from '../db/pglite-template';
import { createPhotoStorage } from '../plugins/configured-photo-storage';
import { ensureDemoCatalogue } from './seed';

/** `npm run seed`: the demo catalogue on demand, on whichever database the config names. */
const config = loadConfig();
if (config.isProduction) {
  console.error('The demo catalogue is never seeded in production.');
  process.exit(1);
}
const handle = config.databaseUrl ? await openPostgres(config.databaseUrl, 2) : await openDataDir(config.dataDir);
try {
  const result = await ensureDemoCatalogue(handle.db, await createPhotoStorage(config), {
    forfeitSellerSharePercent: config.forfeitSellerSharePercent,
    inspectionDays: config.inspectionDays,
  });
  console.log(
    `Demo catalogue: ${result.seeded} listings and ${result.sales} finished sales seeded, ${result.revived} ended demo listings restarted.`,
  );
} finally {
  await handle.close();
}
