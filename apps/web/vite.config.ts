import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { gzipAsync } from '@gfx/zopfli';
import { constants as zlib } from 'node:zlib';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { routePreload } from './vite-route-preload.ts';
import { API_PREFIX } from '../../packages/shared/src/constants.ts';
import { browsePath } from '../../packages/shared/src/browse-path.ts';
import { FIRST_SCREEN_QUERIES } from '../../packages/shared/src/first-screen.ts';

/**
 * react-router's package exports always point at its development build (extra checks and
 * warnings); production bundles take its production build instead.
 */
const reactRouterProduction = fileURLToPath(
  import.meta.resolve('react-router').replace('/development/', '/production/'),
);

/** Routes people open directly (links in mails, shared links), whose chunks load with the entry. */
const directRoutes = {
  '/auctions': 'src/features/marketplace/marketplace-home-page.tsx',
  '/auctions/:id': 'src/features/auction/auction-page.tsx',
  '/register': 'src/features/auth/register-page.tsx',
  '/login': 'src/features/auth/login-page.tsx',
  '/verify': 'src/features/auth/verify-page.tsx',
  '/reset-password': 'src/features/auth/reset-password-page.tsx',
  '/dashboard': 'src/features/dashboard/dashboard-page.tsx',
  '/wallet': 'src/features/wallet/wallet-page.tsx',
  '/search': 'src/features/search/search-page.tsx',
  '/sell/new': 'src/features/selling/new-listing-page.tsx',
  '/sell/listings': 'src/features/selling/my-listings-page.tsx',
  '/cart': 'src/features/orders/cart-page.tsx',
  '/offers': 'src/features/orders/offers-page.tsx',
};
const appRoot = fileURLToPath(new URL('.', import.meta.url));

/**
 * The API calls that fill the first screen of `/` and `/auctions`, started from index.html
 * when the server could not render that screen itself.
 */
const apiBase = (process.env.VITE_API_BASE_URL ?? API_PREFIX).replace(/\/+$/, '');
const firstScreenCalls = Object.fromEntries(
  Object.entries(FIRST_SCREEN_QUERIES).map(([page, query]) => [page, [apiBase + browsePath(query)]]),
);

/**
 * `vite build` makes the site people get even under an inherited NODE_ENV=development (the
 * server's default, as in `NODE_ENV=development npm start`), where Vite would bundle React's
 * development build. `vite build --mode development` still makes a development build.
 */
const productionBuildWhateverNodeEnv: Plugin = {
  name: 'production-build-whatever-node-env',
  config(_config, { command, mode }) {
    if (command === 'build' && mode === 'production') process.env.NODE_ENV = 'production';
  },
};

/**
 * The assets are compressed once, at build, as hard as the formats allow: the server sends
 * these files (brotli over HTTPS, gzip otherwise) instead of compressing every request at a
 * fast level, which costs a phone bytes and the server processor time. Zopfli writes gzip a
 * few percent smaller than zlib's best level.
 */
const compressAssetsOnce = compression({
  include: /\.(js|css|svg|json|webmanifest|txt)$/,
  algorithms: [
    defineAlgorithm(
      async (buffer) => Buffer.from(await gzipAsync(Buffer.from(buffer as Uint8Array), { numiterations: 1 })),
      {},
    ),
    defineAlgorithm('brotliCompress', { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY } }),
  ],
  logLevel: 'silent',
});

/**
 * `vite build` makes the browser's app in dist; `vite build --ssr` (scripts/build.mjs runs
 * both) makes the module the server renders the first screen of `/` and `/auctions` with, in
 * dist/server, which the server never serves as a file.
 */
export default defineConfig(({ mode, isSsrBuild }) => ({
  plugins: [
    productionBuildWhateverNodeEnv,
    react(),
    tailwindcss(),
    ...(isSsrBuild ? [] : [routePreload(directRoutes, appRoot, firstScreenCalls), compressAssetsOnce]),
  ],
  resolve: mode === 'production' ? { alias: [{ find: /^react-router$/, replacement: reactRouterProduction }] } : {},
  server: {
    // In `vite` dev the API runs on its own port; the proxy keeps calls same-origin.
    proxy: { '/api': process.env.API_PROXY_TARGET ?? 'http://localhost:3001' },
  },
  build: {
    target: 'es2022',
    // The browser's build, made first, has emptied dist and put the page template in dist/server.
    ...(isSsrBuild ? { outDir: 'dist/server', emptyOutDir: false, copyPublicDir: false } : {}),
    // Keeps the lazily loaded route chunks from being preloaded with the landing page.
    modulePreload: { polyfill: false },
    // Everything the entry loads at once (React, the router, the data layer, the layouts)
    // goes out as one chunk, not the dozen small ones that sharing with lazy pages would
    // cut it into: on an 800 ms round trip each extra request of the first load costs.
    // Likewise /auctions, where links and searches land: its page and the small modules
    // it shares with other pages (the card's clock, labels, rating) go as one chunk, which
    // those pages load too, rather than as six.
    ...(isSsrBuild
      ? {}
      : {
          rolldownOptions: {
            // The compression above runs after the bundle on purpose; its time is no bundler slowdown to warn of.
            checks: { pluginTimings: false },
            output: {
              codeSplitting: {
                groups: [
                  { name: 'first-load', tags: ['$initial' as const], priority: 2 },
                  { name: 'marketplace', test: (id: string) => id.endsWith(directRoutes['/auctions']), priority: 1 },
                ],
              },
            },
          },
        }),
  },
}));
