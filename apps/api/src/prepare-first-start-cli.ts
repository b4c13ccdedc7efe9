import { writeDatabaseTemplate } from './db/pglite-template';
import { renderAllDemoPhotos } from './seed/demo-photos';

/**
 * Run by `npm ci` (the root package's postinstall): makes the empty migrated database and the
 * demo photos a first `npm start` would otherwise spend seconds making. Nothing here is
 * needed to run; on failure the first start does the work itself, more slowly.
 */
try {
  const started = performance.now();
  await writeDatabaseTemplate();
  const photos = await renderAllDemoPhotos();
  console.log(
    `Prepared the first start (empty database, ${photos} demo photos) in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
  );
} catch (error) {
  console.warn(
    `Could not prepare the first start; it will take a few seconds longer. ${error instanceof Error ? error.message : error}`,
  );
}
