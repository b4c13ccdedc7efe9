import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Where listing photos live. The local folder is the default; an S3-compatible store can
 * take its place by implementing these two calls (URLs then point at the bucket or CDN).
 */
export interface PhotoStorage {
  put(key: string, content: Buffer, contentType: string): Promise<void>;
  urlFor(key: string): string;
}

const MEDIA_PREFIX = '/media/';

export function localMediaDir(dataDir: string): string {
  return path.resolve(dataDir, 'media');
}
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export function createLocalPhotoStorage(rootDir: string): PhotoStorage {
  return {
    async put(key, content) {
      const target = path.join(rootDir, key);
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, content);
    },
    urlFor: (key) => `${MEDIA_PREFIX}${key}`,
  };
}

/** Photo keys never change content (a new upload gets a new id), so they cache for a year. */
export async function serveLocalPhotos(app: FastifyInstance, rootDir: string): Promise<void> {
  await mkdir(rootDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: rootDir,
    prefix: MEDIA_PREFIX,
    decorateReply: false,
    index: false,
    cacheControl: false,
    setHeaders(reply) {
      reply.header('cache-control', `public, max-age=${ONE_YEAR_SECONDS}, immutable`);
    },
  });
}
