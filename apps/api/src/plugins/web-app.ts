import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { browsePath } from '@naijabid/shared/browse-path';
import {
  FIRST_SCREEN_DATA_ID,
  FIRST_SCREEN_QUERIES,
  type FirstScreenData,
  type FirstScreenPage,
} from '@naijabid/shared/first-screen';
import { failureResponses, htmlPage } from '../responses';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;
/**
 * How long a page may wait for its first screen (the browse answer, normally from the
 * cache in a millisecond, and the render, a few). Past it the page goes out without that
 * screen, which the app then fetches and paints itself, rather than later: a database
 * outage would otherwise hold every page.
 */
const FIRST_SCREEN_DEADLINE_MS = 250;
/**
 * The build's server part, never served as a file: the module the first screen is rendered
 * with (`vite build --ssr`) and the template of those pages, which loads the app's code only
 * once the first photos are in (apps/web/vite-route-preload.ts).
 */
const SERVER_BUILD_DIR = 'server';
const RENDER_MODULE = 'entry-server.js';
const FIRST_SCREEN_TEMPLATE = 'first-screen.html';

/** The `data` of the browse call that fills a page's first screen. */
export type FirstScreenAnswer = (page: FirstScreenPage) => Promise<unknown>;

interface FirstScreenRenderer {
  renderFirstScreen(url: string, data: FirstScreenData): Promise<{ head: string; body: string }>;
}

interface ServerBuild {
  renderer: FirstScreenRenderer;
  template: string;
}

/** JSON inside a <script> element: a `<` could close it, so every one is escaped. */
const scriptSafeJson = (value: unknown) => JSON.stringify(value).replaceAll('<', '\\u003c');

/**
 * The first-screen template with the screen rendered into #root. First in the head come its
 * image preloads, so the photos start at once, and the data it was rendered with (the
 * route-preload script looks for it to know the page came rendered).
 */
export function withFirstScreen(
  template: string,
  rendered: { head: string; body: string },
  data: FirstScreenData,
): string {
  const dataScript = `<script type="application/json" id="${FIRST_SCREEN_DATA_ID}">${scriptSafeJson(data)}</script>`;
  const charset = /<meta charset="[^"]*"\s*\/?>/i.exec(template);
  const afterCharset = charset ? charset.index + charset[0].length : template.indexOf('<head>') + '<head>'.length;
  const head = `\n    ${rendered.head}\n    ${dataScript}`;
  return `${template.slice(0, afterCharset)}${head}${template.slice(afterCharset)}`.replace(
    '<div id="root"></div>',
    `<div id="root">${rendered.body}</div>`,
  );
}

function withinDeadline<T>(work: Promise<T>): Promise<T> {
  return Promise.race([
    work,
    new Promise<never>((_, reject) =>
      setTimeout(
        () => reject(new Error(`first screen not ready within ${FIRST_SCREEN_DEADLINE_MS} ms`)),
        FIRST_SCREEN_DEADLINE_MS,
      ).unref(),
    ),
  ]);
}

async function loadServerBuild(distDir: string): Promise<ServerBuild | null> {
  const renderModule = path.join(distDir, SERVER_BUILD_DIR, RENDER_MODULE);
  const template = path.join(distDir, SERVER_BUILD_DIR, FIRST_SCREEN_TEMPLATE);
  if (!existsSync(renderModule) || !existsSync(template)) return null;
  return {
    renderer: (await import(pathToFileURL(renderModule).href)) as FirstScreenRenderer,
    template: await readFile(template, 'utf8'),
  };
}

/**
 * Serves the built single-page app from the API's own port. Hashed files under /assets are
 * cached for a year; index.html is revalidated on every visit so a deploy shows at once.
 * The first screen of `/` and `/auctions` is rendered here, with the cards' data, so a
 * phone paints it before the app's script has even arrived. Answers whether the build was found.
 */
export async function serveWebApp(
  app: FastifyInstance,
  distDir: string,
  firstScreenAnswer?: FirstScreenAnswer,
): Promise<boolean> {
  if (!existsSync(path.join(distDir, 'index.html'))) return false;
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    cacheControl: false,
    allowedPath: (pathName) => !pathName.startsWith(`/${SERVER_BUILD_DIR}/`),
    setHeaders(reply, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('cache-control', immutable ? `public, max-age=${ONE_YEAR_SECONDS}, immutable` : 'no-cache');
    },
  });
  const indexHtml = await readFile(path.join(distDir, 'index.html'), 'utf8');
  const serverBuild = firstScreenAnswer ? await loadServerBuild(distDir) : null;

  for (const page of Object.keys(FIRST_SCREEN_QUERIES) as FirstScreenPage[]) {
    app.get(page, { schema: { response: { 200: htmlPage, ...failureResponses() } } }, async (request, reply) => {
      let html = indexHtml;
      if (serverBuild && firstScreenAnswer) {
        try {
          html = await withinDeadline(
            (async () => {
              // Through JSON, as the browser will read it: the render and the hydration see the same values.
              const answer: unknown = JSON.parse(JSON.stringify(await firstScreenAnswer(page)));
              const data: FirstScreenData = {
                renderedAt: Date.now(),
                responses: { [browsePath(FIRST_SCREEN_QUERIES[page])]: answer },
              };
              return withFirstScreen(
                serverBuild.template,
                await serverBuild.renderer.renderFirstScreen(request.url, data),
                data,
              );
            })(),
          );
        } catch (error) {
          request.log.warn({ err: error }, 'first screen not rendered; page served for the app to render');
        }
      }
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
    });
  }
  return true;
}
