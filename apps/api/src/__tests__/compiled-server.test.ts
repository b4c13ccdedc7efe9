import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { buildServer, serverBuild, serverBuildIsCurrent } from '../../scripts/build.mjs';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const folders: string[] = [];
afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

describe('the compiled API server that npm start runs', () => {
  it('is rebuilt only when a file it was built from changes, and keeps each module its own address', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'naijabid-build-'));
    folders.push(folder);
    const entry = path.join(folder, 'src/entry.ts');
    const greeting = path.join(folder, 'src/lib/greeting.ts');
    const outfile = path.join(folder, 'dist/entry.mjs');
    writeFileSync(path.join(folder, 'unused.ts'), 'export const unused = 1;\n');
    mkdirSync(path.dirname(greeting), { recursive: true });
    writeFileSync(entry, "export { greeting, greetingFile } from './lib/greeting';\n");
    writeFileSync(
      greeting,
      "import { fileURLToPath } from 'node:url';\nexport const greeting: string = 'Hello';\nexport const greetingFile = fileURLToPath(import.meta.url);\n",
    );

    expect(serverBuildIsCurrent({ entry, outfile })).toBe(false);
    await buildServer({ entry, outfile });
    expect(serverBuildIsCurrent({ entry, outfile })).toBe(true);
    const built = (await import(pathToFileURL(outfile).href)) as { greeting: string; greetingFile: string };
    expect(built.greeting).toBe('Hello');
    expect(built.greetingFile).toBe(greeting);

    writeFileSync(path.join(folder, 'unused.ts'), 'export const unused = 2;\n');
    expect(serverBuildIsCurrent({ entry, outfile })).toBe(true);
    writeFileSync(greeting, "export const greeting: string = 'Sannu';\nexport const greetingFile = '';\n");
    expect(serverBuildIsCurrent({ entry, outfile })).toBe(false);
  });

  it('starts on a new data folder and serves live demo auctions with their photos', async () => {
    // Beside the real build, so the installed packages resolve as they do for dist/server.mjs.
    const outDir = mkdtempSync(path.join(path.dirname(serverBuild.outfile), 'test-'));
    const dataDir = mkdtempSync(path.join(tmpdir(), 'naijabid-compiled-'));
    folders.push(outDir, dataDir);
    const outfile = path.join(outDir, 'server.mjs');
    await buildServer({ entry: serverBuild.entry, outfile });

    const child = spawn(process.execPath, [outfile], {
      cwd: apiRoot,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'development',
        HOST: '127.0.0.1',
        PORT: '0',
        DATA_DIR: dataDir,
        WEB_CONCURRENCY: '1',
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const exited = new Promise((resolve) => child.once('exit', resolve));
    try {
      let origin: string | undefined;
      const deadline = Date.now() + 90_000;
      while (!origin && Date.now() < deadline && child.exitCode === null) {
        origin = output.match(/Server listening at (http:\/\/127\.0\.0\.1:\d+)/)?.[1];
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(origin, output).toBeDefined();

      const listed = await fetch(`${origin}/api/v1/auctions?status=live&limit=1`);
      const body = (await listed.json()) as {
        data: { items: Array<{ image: { urls: Record<string, string> } }> };
      };
      expect(body.data.items).toHaveLength(1);
      const photo = await fetch(`${origin}${body.data.items[0]!.image.urls['320']}`);
      expect(photo.status).toBe(200);
      expect(photo.headers.get('content-type')).toBe('image/webp');
    } finally {
      child.kill('SIGTERM');
      await exited;
    }
  }, 120_000);
});
