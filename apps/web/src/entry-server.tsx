import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import type { FirstScreenData } from '@naijabid/shared/first-screen';
import { App } from './app/app';
import { FirstScreenProvider } from './lib/first-screen';

export interface RenderedFirstScreen {
  /** Tags React hoists for the head: preloads of the images the screen shows first. */
  head: string;
  /** What goes inside #root. */
  body: string;
}

function app(url: string, data: FirstScreenData) {
  return (
    <StrictMode>
      <FirstScreenProvider value={data}>
        <StaticRouter location={url}>
          <App />
        </StaticRouter>
      </FirstScreenProvider>
    </StrictMode>
  );
}

/**
 * A page whose code React.lazy has not loaded yet suspends, and `renderToString` would
 * write its loading fallback. A first render that waits for everything loads the page's
 * code; from then on the page renders whole, at once. (That waiting render cannot be the
 * answer: React streams large parts of it in with inline scripts, which our Content
 * Security Policy forbids.)
 */
const routesWithCodeLoaded = new Set<string>();

async function loadCodeOf(url: string, data: FirstScreenData): Promise<void> {
  const { prelude } = await prerender(app(url, data));
  await prelude.cancel();
}

/**
 * Loads the code of the page at `url` ahead of its first request (at the server's start), so
 * that request renders within the server's deadline; it renders nothing to keep.
 */
export async function loadCodeFor(url: string): Promise<void> {
  await loadCodeOf(url, { renderedAt: Date.now(), responses: {} });
}

/**
 * The markup of the app at `url` (path and query) as `data` fills it; `route` is the
 * pattern it matched (`/auctions/:id`): one waiting render per route, not per auction.
 */
export async function renderFirstScreen(
  url: string,
  data: FirstScreenData,
  route = new URL(url, 'http://localhost').pathname,
): Promise<RenderedFirstScreen> {
  if (!routesWithCodeLoaded.has(route)) {
    await loadCodeOf(url, data);
    routesWithCodeLoaded.add(route);
  }
  const html = renderToString(app(url, data));
  // Without an <html> of its own to put them in, React writes the hoisted tags first.
  const hoisted = /^(?:<link[^>]*>)*/.exec(html)?.[0] ?? '';
  return { head: hoisted, body: html.slice(hoisted.length) };
}
