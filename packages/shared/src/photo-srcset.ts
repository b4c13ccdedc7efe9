import type { Photo } from './schemas/listings';

/**
 * `srcset` of a photo's WebP renditions, smallest first: the card's <img> and the server's
 * preload hint for it must offer the same candidates, so the browser fetches one file.
 */
export function photoSrcSet(photo: Photo): string {
  return Object.entries(photo.urls)
    .map(([width, url]) => [Number(width), url] as const)
    .filter(([width]) => Number.isFinite(width))
    .sort(([a], [b]) => a - b)
    .map(([width, url]) => `${url} ${width}w`)
    .join(', ');
}
