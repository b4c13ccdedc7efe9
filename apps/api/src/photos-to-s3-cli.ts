import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { loadConfig } from './config';
import { localMediaDir, type PhotoStorage } from './plugins/photo-storage';
import { createS3PhotoStorage } from './plugins/s3-photo-storage';

/** A few uploads in flight hide the store's round trip without flooding it. */
const UPLOADS_AT_ONCE = 8;
const CONTENT_TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
};

/** Every file under the folder, stored under its path there, so /media/<key> URLs stay the same. */
async function copyFolder(folder: string, storage: PhotoStorage): Promise<number> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  const keys = entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
  let next = 0;
  async function copyNext(): Promise<void> {
    for (let index = next++; index < keys.length; index = next++) {
      const key = keys[index]!;
      const contentType = CONTENT_TYPES[path.extname(key).toLowerCase()] ?? 'application/octet-stream';
      await storage.put(key, await readFile(path.join(folder, key)), contentType);
    }
  }
  await Promise.all(Array.from({ length: UPLOADS_AT_ONCE }, copyNext));
  return keys.length;
}

/**
 * `npm run photos:to-s3`: copies the photos of the local folder (DATA_DIR/media) into the
 * bucket S3_BUCKET names, before the server is started with it. Safe to run again: a photo's
 * key never changes content, so copying it twice stores the same bytes.
 */
const config = loadConfig();
if (!config.s3) {
  console.error('Set S3_BUCKET and its settings (see the README) to the bucket the photos go to.');
  process.exit(1);
}
const folder = localMediaDir(config.dataDir);
const started = performance.now();
const copied = await copyFolder(folder, createS3PhotoStorage(config.s3)).catch((error: unknown) => {
  console.error(`Copying ${folder} to the bucket ${config.s3!.bucket} failed: ${String(error)}`, error);
  process.exit(1);
});
console.log(
  `Copied ${copied} files from ${folder} to the bucket ${config.s3.bucket} in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
);
