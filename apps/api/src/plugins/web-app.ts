import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import {
  FIRST_SCREEN_DATA_ID,
  FIRST_SCREEN_ROUTES,
  type FirstScreenData,
  type FirstScreenRoute,
} from '@naijabid/shared/first-screen';
import { failureResponses, htmlPage } from '../responses';
import { FIRST_SCREEN_DEADLINE_MS } from '../config';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;
/**
 * The build's server part, never served as a file: the module the first screen is rendered
 * with (`vite build --ssr`) and the template of those pages, which loads the app's code only
 * once the first photos are in (apps/web/vite-route-preload.ts).
 */
const SERVER_BUILD_DIR = 'server';
const RENDER_MODULE = 'entry-server.js';
const FIRST_SCREEN_TEMPLATE = 'first-screen.html';

/**
 * What fills a page's first screen: the `data` of the API answers it shows, by their API
 * path, and which of them a signed-in viewer sees otherwise (`FirstScreenData.personal`);
 * `undefined` when there is nothing to render (an auction nobody may see), and the app
 * answers the address itself.
 */
export type FirstScreenAnswers = (
  route: FirstScreenRoute,
  params: Record<string, string>,
) => Promise<Pick<FirstScreenData, 'responses' | 'personal'> | undefined>;

interface FirstScreenRenderer {
  renderFirstScreen(url: string, data: FirstScreenData, route: string): Promise<{ head: string; body: string }>;
  loadCodeFor(url: string): Promise<void>;
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

function withinDeadline<T>(work: Promise<T>, deadlineMs: number): Promise<T> {
  return Promise.race([
    work,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`first screen not ready within ${deadlineMs} ms`)), deadlineMs).unref(),
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
 * The first screen of `/`, `/auctions` and an auction's page is rendered here, with its
 * data, so a phone paints it before the app's script has even arrived. Answers whether the build was found.
 */
export async function serveWebApp(
  app: FastifyInstance,
  distDir: string,
  firstScreenAnswers?: FirstScreenAnswers,
  firstScreenDeadlineMs = FIRST_SCREEN_DEADLINE_MS,
): Promise<boolean> {
  if (!existsSync(path.join(distDir, 'index.html'))) return false;
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    cacheControl: false,
    // The build wrote each asset's .br and .gz at the formats' best (apps/web/vite.config.ts).
    preCompressed: true,
    allowedPath: (pathName) => !pathName.startsWith(`/${SERVER_BUILD_DIR}/`),
    setHeaders(reply, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('cache-control', immutable ? `public, max-age=${ONE_YEAR_SECONDS}, immutable` : 'no-cache');
    },
  });
  const indexHtml = await readFile(path.join(distDir, 'index.html'), 'utf8');
  const serverBuild = firstScreenAnswers ? await loadServerBuild(distDir) : null;
  // Each page's code is loaded now, not by its first visitor, whose page would miss the
  // deadline (an auction's page, with a sample id, loads the same code as any other).
  for (const route of serverBuild ? FIRST_SCREEN_ROUTES : []) {
    serverBuild!.renderer.loadCodeFor(route.replaceAll(/:[^/]+/g, 'sample')).catch((error: unknown) => {
      app.log.warn({ err: error }, `code of ${route} not loaded ahead; its first visitor loads it`);
    });
  }

  for (const route of FIRST_SCREEN_ROUTES) {
    app.get(route, { schema: { response: { 200: htmlPage, ...failureResponses() } } }, async (request, reply) => {
      let html = indexHtml;
      if (serverBuild && firstScreenAnswers) {
        try {
          html = await withinDeadline(
            (async () => {
              const answers = await firstScreenAnswers(route, request.params as Record<string, string>);
              if (!answers) return indexHtml;
              // Through JSON, as the browser will read it: the render and the hydration see the same values.
              const data: FirstScreenData = {
                renderedAt: Date.now(),
                ...(JSON.parse(JSON.stringify(answers)) as typeof answers),
              };
              return withFirstScreen(
                serverBuild.template,
                await serverBuild.renderer.renderFirstScreen(request.url, data, route),
                data,
              );
            })(),
            firstScreenDeadlineMs,
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
