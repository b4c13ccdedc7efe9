import { z } from 'zod';
import { verifyAuctionOutput } from '@naijabid/shared/messages/bid-log';
import { loadConfig } from './config';
import { openPostgres } from './db/client';
import { openDataDir } from './db/pglite-template';
import { verifyAuctionReport } from './verify-auction';

/** `npm run verify-auction -- ID` on whichever database the config names (see verify-auction.ts). */
const listingId = z.uuid().safeParse(process.argv[2]);
if (!listingId.success) {
  console.error(verifyAuctionOutput.usage);
  process.exit(2);
}
const config = loadConfig();
const handle = config.databaseUrl ? await openPostgres(config.databaseUrl, 1) : await openDataDir(config.dataDir);
try {
  const { exitCode, line } = await verifyAuctionReport(handle.db, listingId.data);
  (exitCode === 0 ? console.log : console.error)(line);
  process.exitCode = exitCode;
} finally {
  await handle.close();
}
