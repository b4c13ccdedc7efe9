import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PHOTO_WIDTHS } from '@naijabid/shared/constants';
import { loadSharp, renderPhotoRenditions, WEBP_QUALITY, type PhotoRenditions } from '../modules/auctions/photos';
import { installCacheDir } from '../install-cache';
import { demoItems } from './demo-catalogue';

const assetsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../seed-assets');
/** The illustrations are drawn at 800x600; rasterised at twice that so desktop photos stay sharp. */
const ILLUSTRATION_DENSITY = 144;
const cacheDir = path.join(installCacheDir, 'demo-photos');

interface CachedRenditions {
  size: PhotoRenditions['size'];
  files: Array<{ width: number; base64: string }>;
}

/**
 * A demo illustration as stored photos. Rendering all of them takes seven seconds on a small
 * machine, so they are rendered once per install and kept, named by the drawing and by how
 * it is rendered: a changed drawing, width or quality is rendered again.
 */
export async function demoPhotoRenditions(illustration: string): Promise<PhotoRenditions> {
  const svg = await readFile(path.join(assetsDir, illustration));
  const key = createHash('sha256')
    .update(svg)
    .update(JSON.stringify({ PHOTO_WIDTHS, WEBP_QUALITY, ILLUSTRATION_DENSITY }))
    .digest('hex')
    .slice(0, 16);
  const cached = path.join(cacheDir, `${key}.json`);
  try {
    const { size, files } = JSON.parse(await readFile(cached, 'utf8')) as CachedRenditions;
    return { size, files: files.map(({ width, base64 }) => ({ width, content: Buffer.from(base64, 'base64') })) };
  } catch {
    // Not rendered on this install yet (or unreadable): render it now.
  }
  const sharp = await loadSharp();
  const renditions = await renderPhotoRenditions(await sharp(svg, { density: ILLUSTRATION_DENSITY }).png().toBuffer());
  const stored: CachedRenditions = {
    size: renditions.size,
    files: renditions.files.map(({ width, content }) => ({ width, base64: content.toString('base64') })),
  };
  await mkdir(cacheDir, { recursive: true });
  await writeFile(`${cached}.partial`, JSON.stringify(stored));
  await rename(`${cached}.partial`, cached);
  return renditions;
}

export async function renderAllDemoPhotos(): Promise<number> {
  const illustrations = [...new Set(demoItems.map((item) => item.illustration))];
  const waiting = [...illustrations];
  // Two at a time: the photo queue's width, one per core of a small machine.
  const renderNext = async () => {
    for (let next = waiting.shift(); next; next = waiting.shift()) await demoPhotoRenditions(next);
  };
  await Promise.all([renderNext(), renderNext()]);
  return illustrations.length;
}
