import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const productDoc = 'docs/product.md';
const CITATION = /docs\/product\.md#([\w-]+)/g;
const SCANNED = ['apps', 'packages', 'scripts', 'docs/decisions', 'ARCHITECTURE.md', 'README.md'];
const NOT_SOURCE = new Set(['node_modules', 'dist', 'data', 'test-results', 'playwright-report']);
const SOURCE_FILE = /\.(ts|tsx|js|mjs|md|sql|css|html)$/;

/** A heading's anchor as GitHub makes it: lower case, punctuation dropped, spaces as hyphens, repeats numbered. */
function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const [, heading] of markdown.matchAll(/^#{1,6} +(.+?) *#* *$/gm)) {
    const slug = heading!
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const repeats = seen.get(slug) ?? 0;
    seen.set(slug, repeats + 1);
    anchors.add(repeats === 0 ? slug : `${slug}-${repeats}`);
  }
  return anchors;
}

function sourceFiles(relative: string): string[] {
  const absolute = path.join(repoRoot, relative);
  if (SOURCE_FILE.test(relative)) return [relative];
  return readdirSync(absolute, { withFileTypes: true }).flatMap((entry) => {
    if (NOT_SOURCE.has(entry.name) || entry.name.startsWith('.')) return [];
    const child = path.join(relative, entry.name);
    if (entry.isDirectory()) return sourceFiles(child);
    return SOURCE_FILE.test(entry.name) ? [child] : [];
  });
}

describe(`citations of ${productDoc}`, () => {
  const markdown = readFileSync(path.join(repoRoot, productDoc), 'utf8');
  const anchors = headingAnchors(markdown);

  it('makes anchors as GitHub does', () => {
    expect([
      ...headingAnchors('## Money\n### Bid log\n## Watchlist and notifications\n## A/B: tests\n## Money'),
    ]).toEqual(['money', 'bid-log', 'watchlist-and-notifications', 'ab-tests', 'money-1']);
  });

  it('point at a heading of the document, in the code and the other documents', () => {
    const files = SCANNED.flatMap(sourceFiles);
    const citations = files.flatMap((file) =>
      [...readFileSync(path.join(repoRoot, file), 'utf8').matchAll(CITATION)].map(([, anchor]) => ({ file, anchor })),
    );
    expect(citations.length).toBeGreaterThan(100);
    expect(citations.filter(({ anchor }) => !anchors.has(anchor!))).toEqual([]);
  });

  it('link within the document to its own headings', () => {
    const links = [...markdown.matchAll(/\]\(#([\w-]+)\)/g)].map(([, anchor]) => anchor!);
    expect(links.filter((anchor) => !anchors.has(anchor))).toEqual([]);
  });
});
