// Draws the installable app's icons (public/icons, committed) from the favicon's gavel:
// `node scripts/make-icons.mjs` after a change to the mark. Run by hand, not at build: the
// PNGs are small and sharp is the API's dependency, not the web app's.
import { Buffer } from 'node:buffer';
import { mkdirSync } from 'node:fs';
import sharp from 'sharp';

const THEME = '#047857';
const GAVEL = 'M9 22h11v3H9zM12.5 8.5l6 6-2.1 2.1-6-6zM17 6l6 6-2 2-6-6zM16.4 13l2.1 2.1-6.4 6.4L10 19.4z';
const out = new URL('../public/icons/', import.meta.url);
mkdirSync(out, { recursive: true });

/** The favicon's rounded square, or a full-bleed square whose mark fits the maskable safe zone (80% circle). */
const svg = (maskable) =>
  maskable
    ? `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${THEME}"/><g transform="translate(16 16) scale(0.8) translate(-16 -15.5)"><path d="${GAVEL}" fill="#fff"/></g></svg>`
    : `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="${THEME}"/><path d="${GAVEL}" fill="#fff"/></svg>`;

for (const [name, size, maskable] of [
  ['icon-192.png', 192, false],
  ['icon-512.png', 512, false],
  ['maskable-512.png', 512, true],
  ['apple-touch-icon.png', 180, true],
]) {
  await sharp(Buffer.from(svg(maskable)), { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(new URL(name, out).pathname);
}
