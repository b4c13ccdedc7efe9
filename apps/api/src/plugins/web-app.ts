import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * Serves the built single-page app from the API's own port. Hashed files under /assets are
 * cached for a year; index.html is revalidated on every visit so a deploy shows at once.
 * Answers whether the build was found.
 */
export async function serveWebApp(app: FastifyInstance, distDir: string): Promise<boolean> {
  if (!existsSync(path.join(distDir, 'index.html'))) return false;
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    cacheControl: false,
    setHeaders(reply, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('cache-control', immutable ? `public, max-age=${ONE_YEAR_SECONDS}, immutable` : 'no-cache');
    },
  });
  app.get('/', (_request, reply) => reply.header('cache-control', 'no-cache').sendFile('index.html'));
  return true;
}
