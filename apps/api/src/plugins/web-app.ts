import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { CARD_PHOTO_HEIGHT_PX, containedPhotoSizes, FIRST_SCREEN_QUERIES } from '@naijabid/shared/first-screen';
import { photoSrcSet } from '@naijabid/shared/photo-srcset';
import type { Photo } from '@naijabid/shared/schemas/listings';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;
/**
 * How long a page waits for its first screen's photo: the lookup is normally answered from
 * the browse cache in a millisecond; past this the page goes out without the hint rather
 * than later (a database outage would otherwise hold every page for seconds).
 */
const FIRST_SCREEN_LOOKUP_MS = 200;

export type FirstScreenPage = keyof typeof FIRST_SCREEN_QUERIES;
/** The photo of the first card a page shows on its first screen, if any. */
export type FirstScreenPhoto = (page: FirstScreenPage) => Promise<Photo | null>;

const escapeAttribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

/**
 * The largest thing on the first screen of `/` and `/auctions` is the first card's photo,
 * whose address the app learns only after its script has run and its data has come. This
 * hint in index.html starts it at once, with the same candidates and sizes as the card's
 * <img>, so the browser picks the same file and fetches it once.
 */
export function withPhotoPreload(indexHtml: string, photo: Photo): string {
  const link = `<link rel="preload" as="image" fetchpriority="high" imagesrcset="${escapeAttribute(photoSrcSet(photo))}" imagesizes="${containedPhotoSizes(CARD_PHOTO_HEIGHT_PX)}">`;
  return indexHtml.replace('</head>', `  ${link}\n  </head>`);
}

/**
 * Serves the built single-page app from the API's own port. Hashed files under /assets are
 * cached for a year; index.html is revalidated on every visit so a deploy shows at once.
 * Answers whether the build was found.
 */
export async function serveWebApp(app: FastifyInstance, distDir: string, firstScreenPhoto?: FirstScreenPhoto): Promise<boolean> {
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
  const indexHtml = await readFile(path.join(distDir, 'index.html'), 'utf8');
  for (const page of Object.keys(FIRST_SCREEN_QUERIES) as FirstScreenPage[]) {
    app.get(page, async (request, reply) => {
      let html = indexHtml;
      if (firstScreenPhoto) {
        const lookup = firstScreenPhoto(page).catch((error: unknown) => {
          request.log.warn({ err: error }, 'first screen photo lookup failed; page served without it');
          return null;
        });
        const photo = await Promise.race([lookup, new Promise<null>((resolve) => setTimeout(resolve, FIRST_SCREEN_LOOKUP_MS, null).unref())]);
        if (photo) html = withPhotoPreload(indexHtml, photo);
      }
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
    });
  }
  return true;
}
