#!/usr/bin/env node
/**
 * The API server compiled once into one plain-JavaScript module, `dist/server.mjs`, which
 * `npm start` runs. Run through tsx, every start compiled the API's TypeScript file by file
 * and sent every import through tsx's loader, seconds on a fresh install before the first
 * answer. `npm ci` builds it (scripts/prepare-install.mjs) and `npm start` rebuilds it only
 * when one of the files it was built from changed; tests and `npm run dev` still run the
 * TypeScript through tsx.
 *
 * Installed packages stay outside the bundle, imported from node_modules as before; our own
 * files, `@naijabid/shared` included, are compiled in. Each module keeps its own
 * `import.meta.url`, so folders found from it (migrations, database functions, seed
 * assets, the web build) are the same as when the TypeScript runs.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const apiDir = fileURLToPath(new URL('..', import.meta.url));
const root = path.resolve(apiDir, '../..');
const sharedSourceDir = path.join(root, 'packages/shared/src');

export const serverBuild = {
  entry: path.join(apiDir, 'src/server.ts'),
  outfile: path.join(apiDir, 'dist/server.mjs'),
};

/**
 * Besides the compiled files: the versions of the installed packages it imports, the
 * compiler settings and this script. A file that is not in the bundle cannot change it
 * without a file that is in it changing too (to import it).
 */
const ALSO_READ = [
  path.join(root, 'package-lock.json'),
  path.join(root, 'tsconfig.base.json'),
  path.join(apiDir, 'tsconfig.json'),
  fileURLToPath(import.meta.url),
];

/** Where a build records the files it was made from and their hash. */
function stampPath(outfile) {
  return `${outfile}.sources.json`;
}

function hashFiles(files) {
  const hash = createHash('sha256');
  for (const file of [...files].sort()) {
    hash.update(file).update('\0');
    hash.update(existsSync(file) ? readFileSync(file) : 'missing').update('\0');
  }
  return hash.digest('hex');
}

/** Compiles `entry` and everything of ours it imports into `outfile` (with a source map). */
export async function buildServer({ entry, outfile } = serverBuild) {
  // esbuild is loaded only to build: a start that reuses the build does not pay for it.
  const { build } = await import('esbuild');
  const result = await build({
    entryPoints: [entry],
    outfile,
    write: false,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: 'linked',
    sourcesContent: false,
    metafile: true,
    logLevel: 'warning',
    plugins: [
      {
        name: 'naijabid-sources',
        setup(builder) {
          // The workspace package is our own TypeScript (its package.json exports ./src/*.ts).
          builder.onResolve({ filter: /^@naijabid\/shared\// }, (args) => ({
            path: path.join(sharedSourceDir, `${args.path.slice('@naijabid/shared/'.length)}.ts`),
          }));
          builder.onLoad({ filter: /\.ts$/ }, async (args) => {
            const source = await readFile(args.path, 'utf8');
            // The module's own address, found from the bundle's at run time (the checkout may move).
            const ownUrl = `new URL(${JSON.stringify(path.relative(path.dirname(outfile), args.path))}, import.meta.url).href`;
            return { contents: source.replace(/\bimport\.meta\.url\b/g, ownUrl), loader: 'ts' };
          });
        },
      },
    ],
  });
  await mkdir(path.dirname(outfile), { recursive: true });
  const code = result.outputFiles.find((file) => file.path === outfile);
  const map = result.outputFiles.find((file) => file.path === `${outfile}.map`);
  await writeFile(`${outfile}.map`, map.contents);
  // Moved into place whole: a start never imports half a module.
  await writeFile(`${outfile}.partial`, code.contents);
  await rename(`${outfile}.partial`, outfile);
  const inputs = Object.keys(result.metafile.inputs).map((input) => path.resolve(input));
  const files = [...inputs, ...ALSO_READ];
  await writeFile(stampPath(outfile), JSON.stringify({ hash: hashFiles(files), files }));
  return { inputs };
}

/** Whether `outfile` was built from the files as they are now. */
export function serverBuildIsCurrent({ outfile } = serverBuild) {
  if (!existsSync(outfile) || !existsSync(stampPath(outfile))) return false;
  try {
    const { hash, files } = JSON.parse(readFileSync(stampPath(outfile), 'utf8'));
    return hash === hashFiles(files);
  } catch {
    return false;
  }
}

/** Builds when a source changed since the last build; true when it built. */
export async function ensureServerBuild(options = serverBuild) {
  if (serverBuildIsCurrent(options)) return false;
  await buildServer(options);
  return true;
}

export const serverBuildUrl = pathToFileURL(serverBuild.outfile).href;

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildServer();
