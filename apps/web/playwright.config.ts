import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { DEV_TOOLS_TOKEN_HEADER } from '@naijabid/shared/constants';

/**
 * The browser tests run against the real server (API + built web app on one port) on a
 * fresh embedded database. The port and data folder are chosen once, in the runner, and
 * handed to the workers through the environment they inherit.
 */
function freePort(): string {
  return execFileSync(process.execPath, [
    '-e',
    "const s=require('node:net').createServer().listen(0,()=>{process.stdout.write(String(s.address().port));s.close()})",
  ]).toString();
}
process.env.E2E_PORT ??= freePort();
/** The test OpenID provider standing in for Google (apps/api/src/test/oidc-provider-cli.ts). */
process.env.E2E_OIDC_PORT ??= freePort();
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'naijabid-e2e-'));

const port = Number(process.env.E2E_PORT);
const oidcIssuerUrl = `http://127.0.0.1:${process.env.E2E_OIDC_PORT}`;
const googleClient = { GOOGLE_CLIENT_ID: 'naijabid-e2e-client', GOOGLE_CLIENT_SECRET: 'naijabid-e2e-client-secret' };
/** E2E_BASE_URL points the suite at a server already running (while developing); none is started then. */
const externalServer = process.env.E2E_BASE_URL;
const baseURL = externalServer ?? `http://localhost:${port}`;
/** A server elsewhere (staging) opens its development tools, which the stories use, only with its token. */
const devToolsToken = process.env.DEV_TOOLS_TOKEN;

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  // In CI the browser tests share two cores with the other mode's API suite; a story that
  // fails there is run once more and reported as flaky if it then passes, so a timing
  // hiccup shows in the log instead of hiding a real break (a real one fails twice).
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  // Generous: the server hashes passwords with Argon2id and may be seeding its demo catalogue at start.
  expect: { timeout: 20_000 },
  reporter: [['list']],
  use: {
    baseURL,
    ...(devToolsToken ? { extraHTTPHeaders: { [DEV_TOOLS_TOKEN_HEADER]: devToolsToken } } : {}),
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      // Debian's chromium; Playwright must never download a browser of its own.
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
    headless: true,
    // The app's service worker (public/sw.js) fetches the pages' files itself, out of reach of
    // the stories' page.route (a dropped connection, a slow asset); e2e/push.spec.ts lets it run.
    serviceWorkers: 'block',
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: externalServer
    ? undefined
    : [
        {
          command: 'cd ../.. && npx tsx apps/api/src/test/oidc-provider-cli.ts',
          url: `${oidcIssuerUrl}/.well-known/openid-configuration`,
          timeout: 60_000,
          reuseExistingServer: false,
          stdout: 'ignore',
          stderr: 'pipe',
          env: {
            ...googleClient,
            OIDC_TEST_PORT: String(process.env.E2E_OIDC_PORT),
            OIDC_TEST_REDIRECT_URI: `${baseURL}/api/v1/auth/google/callback`,
          },
        },
        {
          // NODE_ENV goes to the server only: under NODE_ENV=development Vite would make a development build.
          // The build is reused when its sources have not changed (npm ci made it): CI runs the API
          // tests of one database mode while this suite runs, and they must not see dist rebuilt.
          command:
            'node scripts/build.mjs --if-changed && cd ../.. && NODE_ENV=development npx tsx apps/api/src/server.ts',
          url: `${baseURL}/api/v1/health`,
          timeout: 180_000,
          reuseExistingServer: false,
          stdout: 'ignore',
          stderr: 'pipe',
          // Every story logs in from this one address; the per-address login limit (30 per
          // 15 minutes by default) would refuse the later ones, and so would the limit on sign-ups
          // and codes per address. Per-account limits still hold.
          env: {
            PORT: String(port),
            DATA_DIR: process.env.E2E_DATA_DIR,
            LOGIN_MAX_ATTEMPTS_PER_ADDRESS: '10000',
            ACCOUNT_REQUESTS_PER_ADDRESS: '10000',
            SMS_CODES_PER_ADDRESS_PER_HOUR: '10000',
            SMS_CODES_PER_HOUR: '10000',
            // push.spec.ts's push service listens on loopback, where pushes may go only under this setting.
            PUSH_ENDPOINTS_ON_LOOPBACK_FOR_TESTS: 'true',
            // Not the default 3: the pages must say the server's window, not a constant (returns.spec.ts).
            INSPECTION_DAYS: '5',
            // Google sign-in on, against the test provider: every story sees the Google buttons.
            ...googleClient,
            OIDC_ISSUER_URL: oidcIssuerUrl,
          },
        },
      ],
});
