import { spawn, execFile, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, request as requestContext, test, type Browser } from '@playwright/test';
import { DEFAULT_API_PORT } from '@naijabid/shared/constants';
import { toastMessages } from '@naijabid/shared/messages';
import { PASSWORD, readVerificationCode, signUp, uniqueEmail } from './helpers';

/**
 * `NODE_ENV=development PORT=8080 npm start`, as the README allows: the web app is built
 * with NODE_ENV=development in the environment and served on a port that is not 3001.
 * Each story builds and starts such a server of its own beside the suite's one.
 */
const webRoot = fileURLToPath(new URL('..', import.meta.url));
const repoRoot = join(webRoot, '..', '..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

const developmentEnv = (extra: Record<string, string>) => ({ ...process.env, NODE_ENV: 'development', ...extra });

/** Builds the web app with `buildArgs` under NODE_ENV=development and serves it on a free port other than 3001. */
function developmentServer(buildArgs: string[]) {
  const workDir = mkdtempSync(join(tmpdir(), 'naijabid-dev-start-'));
  const distDir = join(workDir, 'dist');
  let server: ChildProcess | undefined;
  const site = { baseURL: '', distDir };

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    await promisify(execFile)('npx', ['vite', 'build', '--outDir', distDir, '--emptyOutDir', ...buildArgs], {
      cwd: webRoot,
      env: developmentEnv({}),
    });
    const port = await freePort();
    expect(port).not.toBe(DEFAULT_API_PORT);
    site.baseURL = `http://localhost:${port}`;
    server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
      cwd: repoRoot,
      env: developmentEnv({
        PORT: String(port),
        DATA_DIR: join(workDir, 'data'),
        WEB_DIST_DIR: distDir,
        DEMO_CATALOGUE: 'false',
        LOG_LEVEL: 'warn',
        // With REDIS_URL the per-address limits are counted in the Redis the suite's server
        // shares, where every story before this one signed up from this same address.
        LOGIN_MAX_ATTEMPTS_PER_ADDRESS: '10000',
        ACCOUNT_REQUESTS_PER_ADDRESS: '10000',
        SMS_CODES_PER_ADDRESS_PER_HOUR: '10000',
        SMS_CODES_PER_HOUR: '10000',
      }),
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    await expect
      .poll(async () => (await fetch(`${site.baseURL}/api/v1/health`).catch(() => undefined))?.status, {
        timeout: 120_000,
      })
      .toBe(200);
  });

  test.afterAll(async () => {
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server!.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    rmSync(workDir, { recursive: true, force: true });
  });

  return site;
}

/** Signs up, verifies and logs in on `baseURL`, and returns every request that left its origin. */
async function signUpAndLogIn(browser: Browser, baseURL: string): Promise<string[]> {
  const context = await browser.newContext({ baseURL });
  const api = await requestContext.newContext({ baseURL });
  const page = await context.newPage();
  const foreignCalls: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith(`${baseURL}/`) && !request.url().startsWith('data:'))
      foreignCalls.push(request.url());
  });

  const email = uniqueEmail('dev-start');
  await signUp(page, email);
  await expect(page.getByText(toastMessages.registerSuccess)).toBeVisible();
  await page.getByLabel('Verification code').fill(await readVerificationCode(api, email));
  await expect(page).toHaveURL(`${baseURL}/login`);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(`${baseURL}/dashboard`);
  await expect(page.getByText('Chiamaka Eze')).toBeVisible();

  await api.dispose();
  await context.close();
  return foreignCalls;
}

/** React's development build marks every element with jsxDEV. */
const scriptsOfReactDevelopmentBuild = (distDir: string) =>
  readdirSync(join(distDir, 'assets'))
    .filter((name) => name.endsWith('.js'))
    .filter((name) => readFileSync(join(distDir, 'assets', name), 'utf8').includes('jsxDEV'));

test.describe('npm start under NODE_ENV=development', () => {
  const site = developmentServer([]);

  test('builds the site people get, which signs up and logs in on its port, calling only its own origin', async ({
    browser,
  }) => {
    expect(scriptsOfReactDevelopmentBuild(site.distDir)).toEqual([]);
    expect(await signUpAndLogIn(browser, site.baseURL)).toEqual([]);
  });
});

test.describe('a development build asked for with --mode development', () => {
  const site = developmentServer(['--mode', 'development']);

  test('also calls only its own origin: only the Vite development server calls port 3001', async ({ browser }) => {
    expect(scriptsOfReactDevelopmentBuild(site.distDir)).not.toEqual([]);
    expect(await signUpAndLogIn(browser, site.baseURL)).toEqual([]);
  });
});
