import type { Config } from '../config';
import { createLocalPhotoStorage, localMediaDir, type PhotoStorage } from './photo-storage';

/** The bucket when S3_BUCKET is set (its SDK loaded only then), else the folder in DATA_DIR. */
export async function createPhotoStorage(config: Pick<Config, 'dataDir' | 's3'>): Promise<PhotoStorage> {
  if (!config.s3) return createLocalPhotoStorage(localMediaDir(config.dataDir));
  const { createS3PhotoStorage } = await import('./s3-photo-storage');
  return createS3PhotoStorage(config.s3);
}

/** Where the browser loads photos from besides this server, for the CSP's img-src. */
export function photoOrigins(config: Pick<Config, 's3'>): string[] {
  return config.s3?.publicUrl ? [new URL(config.s3.publicUrl).origin] : [];
}
