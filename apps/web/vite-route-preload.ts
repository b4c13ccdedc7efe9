import { resolve } from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import { TOKEN_STORAGE_KEYS } from '../../packages/shared/src/constants.ts';
import { FIRST_SCREEN_DATA_ID } from '../../packages/shared/src/first-screen.ts';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/** Where the build writes the page template of server-rendered pages (never served as a file). */
export const FIRST_SCREEN_TEMPLATE = 'server/first-screen.html';
/**
 * How long a server-rendered page waits for its first photos before it loads the app's
 * code anyway: a stalled photo must not leave the buttons dead.
 */
const HYDRATE_AT_LATEST_MS = 2500;

/**
 * Every route but the landing page is a lazy chunk, so opening, say, /auctions directly
 * would fetch the entry script, run it, and only then ask for the page's chunk: one more
 * round trip on a slow network. This plugin writes a tiny async module script into
 * index.html that looks at the address and preloads that route's chunks at once, in
 * parallel with the entry script. (An external file, because the API's Content Security
 * Policy forbids inline scripts.) For the routes in `firstScreenCalls` it also starts the
 * API calls that fill the first screen (`rel=preload as=fetch`), which the page's own
 * fetch then takes over instead of asking again once its script has run.
 *
 * It also writes the template of the pages the server renders (`FIRST_SCREEN_TEMPLATE`):
 * index.html without the entry script. There the page paints without any code, so the
 * script starts the app's code only once the first photos (those fetched at high
 * priority) are decoded: on a slow line the visible bytes come first, and the code, which
 * would otherwise share the line with them, follows. Someone signed in (a token is stored)
 * gets the code at once instead: the markup is a visitor's, and their own header (the cart's
 * and the bell's counts, the links for them) must not wait for photos to replace it.
 */
export function routePreload(
  routes: Record<string, string>,
  root: string,
  firstScreenCalls: Record<string, string[]> = {},
): Plugin {
  return {
    name: 'naijabid-route-preload',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle: OutputBundle) {
      const chunks = Object.values(bundle).filter((file): file is OutputChunk => file.type === 'chunk');
      const byFileName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const staticClosure = (chunk: OutputChunk, seen = new Set<string>()): Set<string> => {
        if (seen.has(chunk.fileName)) return seen;
        seen.add(chunk.fileName);
        for (const imported of chunk.imports) {
          const next = byFileName.get(imported);
          if (next) staticClosure(next, seen);
        }
        return seen;
      };
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) return;
      const loadedByEntry = staticClosure(entry);

      const table: Record<string, string[]> = {};
      for (const [path, modulePath] of Object.entries(routes)) {
        const moduleId = resolve(root, modulePath);
        // A page grouped with other modules (vite.config.ts) is in a chunk it does not name.
        const chunk = chunks.find((candidate) => candidate.moduleIds.includes(moduleId));
        if (!chunk) throw new Error(`route-preload: no chunk for ${modulePath}`);
        table[path] = [...staticClosure(chunk)].filter((file) => !loadedByEntry.has(file));
      }
      const entryImports = [...loadedByEntry].filter((file) => file !== entry.fileName);

      const source =
        `const path=location.pathname.replace(/\\/+$/,'')||'/';` +
        `const preload=(files)=>{for(const href of files){const link=document.createElement('link');link.rel='modulepreload';link.href='/'+href;document.head.append(link)}};` +
        // A route's `:name` parts match any one segment (an auction's id).
        `const routes=${JSON.stringify(table)};` +
        `const route=Object.keys(routes).find((pattern)=>new RegExp('^'+pattern.replace(/:[^/]+/g,'[^/]+')+'$').test(path));` +
        `const pageChunks=route?routes[route]:[];` +
        `if(document.getElementById(${JSON.stringify(FIRST_SCREEN_DATA_ID)})){` +
        `const start=()=>{preload([...${JSON.stringify(entryImports)},...pageChunks]);import(${JSON.stringify(`/${entry.fileName}`)})};` +
        `const afterPhotos=()=>{const photos=[...document.querySelectorAll('#root img[fetchpriority="high"]')].map((photo)=>photo.decode().catch(()=>undefined));` +
        `Promise.race([Promise.all(photos),new Promise((done)=>setTimeout(done,${HYDRATE_AT_LATEST_MS}))]).then(start)};` +
        `let signedIn=false;try{signedIn=${JSON.stringify(Object.values(TOKEN_STORAGE_KEYS))}.some((key)=>localStorage.getItem(key))}catch{}` +
        `if(signedIn)start();else if(document.readyState==='loading')document.addEventListener('DOMContentLoaded',afterPhotos);else afterPhotos()` +
        `}else{preload(pageChunks);` +
        `for(const href of ${JSON.stringify(firstScreenCalls)}[path]||[]){const link=document.createElement('link');link.rel='preload';link.as='fetch';link.crossOrigin='anonymous';link.href=href;document.head.append(link)}}`;
      const reference = this.emitFile({ type: 'asset', name: 'route-preload.js', source });
      const html = bundle['index.html'];
      if (html?.type !== 'asset') throw new Error('route-preload: index.html not found');
      const tag = `<script type="module" async src="/${this.getFileName(reference)}"></script>`;
      const indexHtml = String(html.source).replace('</head>', `    ${tag}\n  </head>`);
      html.source = indexHtml;

      const entryTags = new RegExp(
        `\\s*<(script|link)[^>]*"/(${[...loadedByEntry].map((file) => file.replaceAll('.', '\\.')).join('|')})"[^>]*>(</script>)?`,
        'g',
      );
      const template = indexHtml.replaceAll(entryTags, '');
      if (template.includes(entry.fileName))
        throw new Error('route-preload: the entry script is still in the first-screen template');
      this.emitFile({ type: 'asset', fileName: FIRST_SCREEN_TEMPLATE, source: template });
    },
  };
}
