import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';

const api = 'apps/api/src';

/**
 * The API's modules, lowest first: a module may call the service of a module listed before
 * it, never one after it, so modules cannot depend on each other in a circle
 * (apps/api/src/modules/README.md). A new module folder must be placed here.
 */
const MODULE_ORDER = ['health', 'dev-mailbox', 'engagement', 'auth', 'live', 'wallet', 'bids', 'auctions', 'deposits', 'dev-tools'];

const moduleFolders = readdirSync(`${api}/modules`, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
const unplaced = moduleFolders.filter((name) => !MODULE_ORDER.includes(name));
if (unplaced.length > 0) throw new Error(`eslint.config.js: place the API module(s) ${unplaced.join(', ')} in MODULE_ORDER`);

const moduleZones = MODULE_ORDER.map((name, index) => ({
  target: `${api}/modules/${name}`,
  from: `${api}/modules`,
  except: [`./${name}`, ...MODULE_ORDER.slice(0, index).map((lower) => `./${lower}/service.ts`)],
  message: `A module calls only the service of a module listed before it in MODULE_ORDER (eslint.config.js); ${name} may not import this.`,
}));

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/data/**', '**/test-results/**', '**/playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
    },
  },
  {
    // The API's layers: app.ts wires workflows/, which span modules/, which stand on
    // plugins/ and db/. Imports only go down that list (type imports too), and no files
    // import each other in a circle. Tests may reach across, to set up what they check.
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
              from: [`${api}/app.ts`, `${api}/server.ts`, `${api}/seed`],
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
              message: 'Modules never import workflows: app.ts hands a route the workflow it starts.',
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
    // Tests read arbitrary JSON answers; typing every body would add noise, not safety.
    files: ['**/test/**/*.ts', '**/__tests__/**/*.{ts,tsx}', '**/*.test.{ts,tsx}', '**/e2e/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly', setTimeout: 'readonly', fetch: 'readonly', performance: 'readonly' } },
  },
);
