import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Where listing photos live: the local folder by default, an S3-compatible bucket with
 * S3_BUCKET. URLs point at this server's /media or at the bucket's public address.
 */
export interface PhotoStorage {
  put(key: string, content: Buffer, contentType: string): Promise<void>;
  urlFor(key: string): string;
  /** Answers the photo URLs that point at this server, and lets go of the store when the app closes. */
  serve(app: FastifyInstance): Promise<void>;
}

export const MEDIA_PREFIX = '/media/';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;
/** Photo keys never change content (a new upload gets a new id), so they cache for a year. */
export const PHOTO_CACHE_CONTROL = `public, max-age=${ONE_YEAR_SECONDS}, immutable`;

export function localMediaDir(dataDir: string): string {
  return path.resolve(dataDir, 'media');
}

export function createLocalPhotoStorage(rootDir: string): PhotoStorage {
  return {
    async put(key, content) {
      const target = path.join(rootDir, key);
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, content);
    },
    urlFor: (key) => `${MEDIA_PREFIX}${key}`,
    async serve(app) {
      await mkdir(rootDir, { recursive: true });
      await app.register(fastifyStatic, {
        root: rootDir,
        prefix: MEDIA_PREFIX,
        decorateReply: false,
        index: false,
        cacheControl: false,
        setHeaders(reply) {
          reply.header('cache-control', PHOTO_CACHE_CONTROL);
        },
      });
    },
  };
}
