import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const api = 'apps/api/src';

/**
 * The API's modules, lowest first: a module may call the service of a module listed before
 * it, never one after it, so modules cannot depend on each other in a circle
 * (apps/api/src/modules/README.md). A new module folder must be placed here.
 */
const MODULE_ORDER = [
  'health',
  'dev-mailbox',
  'engagement',
  'auth',
  'live',
  'wallet',
  'bids',
  'auctions',
  'offers',
  'ratings',
  'receipts',
  'orders',
  'deposits',
  'bank-accounts',
  'withdrawals',
  'seller-verification',
  'dev-tools',
  'dev-sms',
  'phone',
  'account',
  'watchlist',
  'notifications',
  'whatsapp',
  'push',
  'saved-searches',
  'reconciliation',
  'abuse',
  'admin',
];

const moduleFolders = readdirSync(`${api}/modules`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const unplaced = moduleFolders.filter((name) => !MODULE_ORDER.includes(name));
if (unplaced.length > 0)
  throw new Error(`eslint.config.js: place the API module(s) ${unplaced.join(', ')} in MODULE_ORDER`);

const moduleZones = MODULE_ORDER.map((name, index) => ({
  target: `${api}/modules/${name}`,
  from: `${api}/modules`,
  except: [`./${name}`, ...MODULE_ORDER.slice(0, index).map((lower) => `./${lower}/service.ts`)],
  message: `A module calls only the service of a module listed before it in MODULE_ORDER (eslint.config.js); ${name} may not import this.`,
}));

const WEB_SRC = 'apps/web/src';
const SHARED_SRC = 'packages/shared/src';
/** The web's feature folders; a new folder under features/ must be listed here (and its entries below). */
const FEATURES = [
  'admin',
  'auction',
  'auth',
  'bidding',
  'content',
  'dashboard',
  'landing',
  'marketplace',
  'newsletter',
  'orders',
  'saved-searches',
  'search',
  'sellers',
  'selling',
  'wallet',
  'settings',
  'watchlist',
  'notifications',
];
const featureFolders = readdirSync(`${WEB_SRC}/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const unlistedFeatures = featureFolders.filter((name) => !FEATURES.includes(name));
if (unlistedFeatures.length > 0)
  throw new Error(`eslint.config.js: list the web feature folder(s) ${unlistedFeatures.join(', ')} in FEATURES`);

/**
 * What a feature offers the others, by file: everything else in a feature is its own. Place
 * Bid opens the bid dialog from any card; the landing shows the newsletter form and the
 * bidding tips. What several features read (the server clock, auction phases and live
 * changes, the shared API calls, card photos and clocks) lives in `lib` and `components`.
 */
const FEATURE_ENTRIES = {
  bidding: ['place-bid-button.tsx'],
  newsletter: ['newsletter-form.tsx'],
  content: ['tips-articles.ts'],
  orders: ['needs-action.tsx', 'pay-won-auction.tsx'],
  auth: ['components/verification-code-field.tsx', 'use-cooldown.ts'],
  notifications: ['notification-bell.tsx'],
  'saved-searches': ['save-search-button.tsx', 'saved-searches-section.tsx'],
  // The listing wizard's price step tells a seller not yet verified of the limit.
  settings: ['api/seller-verification.ts'],
};

/** No feature imports another's internals; `lib` and `components` import no feature and no page. */
const webBoundaries = [
  ...FEATURES.flatMap((target) =>
    FEATURES.filter((source) => source !== target).map((source) => ({
      target: `${WEB_SRC}/features/${target}`,
      from: `${WEB_SRC}/features/${source}`,
      except: (FEATURE_ENTRIES[source] ?? []).map((file) => `./${file}`),
      message: `A feature uses another only through its entries (eslint.config.js FEATURE_ENTRIES); shared code belongs in lib or components.`,
    })),
  ),
  {
    target: [`${WEB_SRC}/lib`, `${WEB_SRC}/components`],
    from: [`${WEB_SRC}/features`, `${WEB_SRC}/app`],
    message: 'lib and components are shared by the features and the app, so they import neither.',
  },
  {
    target: `${WEB_SRC}/features`,
    from: `${WEB_SRC}/app`,
    message: 'The app composes the features; a feature does not reach back into it.',
  },
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/data/**', '**/test-results/**', '**/playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
    },
  },
  {
    // The API's layers: app.ts and wiring/ take each domain's steps from workflows/<domain>/,
    // which span modules/, which stand on plugins/ and db/. Imports only go down that list
    // (type imports too), and no files import each other in a circle. Tests may reach across, to set up what they check.
    files: [`${api}/**/*.ts`],
    ignores: [`${api}/**/__tests__/**`, `${api}/test/**`],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.js'] })],
      'import-x/extensions': ['.ts', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
    },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: [`${api}/modules`, `${api}/workflows`, `${api}/plugins`, `${api}/db`],
              from: [`${api}/app.ts`, `${api}/server.ts`, `${api}/wiring`, `${api}/seed`],
              message: 'Only the entry points wire the app together; nothing below them imports them.',
            },
            {
              target: [`${api}/plugins`, `${api}/db`],
              from: [`${api}/modules`, `${api}/workflows`],
              message: 'Infrastructure knows no feature: pass what it needs in.',
            },
            {
              target: `${api}/modules`,
              from: `${api}/workflows`,
              message: "Modules never import workflows: each domain's index.ts hands the app a route's steps.",
            },
            {
              target: `${api}/workflows`,
              from: `${api}/modules/*/routes.ts`,
              message: 'Workflows use services and repositories, not HTTP routes.',
            },
            ...moduleZones,
          ],
        },
      ],
    },
  },
  {
    files: [`${WEB_SRC}/**/*.{ts,tsx}`],
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })] },
    rules: {
      ...reactHooks.configs.flat.recommended.rules,
      // A missing dependency is a stale value on screen, not a style point.
      'react-hooks/exhaustive-deps': 'error',
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': ['error', { zones: webBoundaries }],
    },
  },
  {
    // Shared code is imported by both apps: files that import each other in a circle would
    // leave one of them half-initialised for whichever app loads it first.
    files: [`${SHARED_SRC}/**/*.ts`],
    ignores: [`${SHARED_SRC}/**/__tests__/**`],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.js'] })],
      'import-x/extensions': ['.ts', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
    },
    rules: { 'import-x/no-cycle': 'error' },
  },
  {
    // Tests tell stories that cross features (a bid on the auction page reaching the grids)
    // and render whichever pages they need.
    files: [`${WEB_SRC}/**/__tests__/**`],
    rules: { 'import-x/no-restricted-paths': 'off' },
  },
  {
    // Tests read arbitrary JSON answers; typing every body would add noise, not safety.
    files: ['**/test/**/*.ts', '**/__tests__/**/*.{ts,tsx}', '**/*.test.{ts,tsx}', '**/e2e/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        URL: 'readonly',
        setTimeout: 'readonly',
        fetch: 'readonly',
        performance: 'readonly',
      },
    },
  },
  {
    // The service worker runs in its own global scope, not a page's or Node's.
    files: ['apps/web/public/sw.js'],
    languageOptions: {
      globals: { self: 'readonly', caches: 'readonly', Response: 'readonly' },
    },
  },
);
