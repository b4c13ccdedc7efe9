import { resolve } from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import { FIRST_SCREEN_DATA_ID } from '../../packages/shared/src/first-screen.ts';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/**
 * Every route but the landing page is a lazy chunk, so opening, say, /auctions directly
 * would fetch the entry script, run it, and only then ask for the page's chunk: one more
 * round trip on a slow network. This plugin writes a tiny async module script into
 * index.html that looks at the address and preloads that route's chunks at once, in
 * parallel with the entry script. (An external file, because the API's Content Security
 * Policy forbids inline scripts.) For the routes in `firstScreenCalls`, when the server
 * sent the page without its first screen's data, it also starts the API calls that fill
 * that screen (`rel=preload as=fetch`), which the page's own fetch then takes over instead
 * of asking again once its script has run.
 */
export function routePreload(routes: Record<string, string>, root: string, firstScreenCalls: Record<string, string[]> = {}): Plugin {
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
        const chunk = chunks.find((candidate) => candidate.facadeModuleId === moduleId);
        if (!chunk) throw new Error(`route-preload: no chunk for ${modulePath}`);
        table[path] = [...staticClosure(chunk)].filter((file) => !loadedByEntry.has(file));
      }

      // A page the server rendered paints without its code, which then yields the line to its photos.
      const source =
        `const path=location.pathname.replace(/\\/+$/,'')||'/';` +
        `const rendered=document.getElementById(${JSON.stringify(FIRST_SCREEN_DATA_ID)})!==null;` +
        `for(const href of ${JSON.stringify(table)}[path]||[]){const link=document.createElement('link');link.rel='modulepreload';link.href='/'+href;if(rendered)link.fetchPriority='low';document.head.append(link)}` +
        `if(!rendered)for(const href of ${JSON.stringify(firstScreenCalls)}[path]||[]){const link=document.createElement('link');link.rel='preload';link.as='fetch';link.crossOrigin='anonymous';link.href=href;document.head.append(link)}`;
      const reference = this.emitFile({ type: 'asset', name: 'route-preload.js', source });
      const html = bundle['index.html'];
      if (html?.type !== 'asset') throw new Error('route-preload: index.html not found');
      const tag = `<script type="module" async src="/${this.getFileName(reference)}"></script>`;
      html.source = String(html.source).replace('</head>', `    ${tag}\n  </head>`);
    },
  };
}
