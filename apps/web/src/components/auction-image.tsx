import type { Photo } from '@naijabid/shared/schemas/listings';

/** A photo's WebP renditions as [width, address], smallest first. */
function renditions(photo: Photo): (readonly [number, string])[] {
  return Object.entries(photo.urls)
    .map(([width, url]) => [Number(width), url] as const)
    .filter(([width]) => Number.isFinite(width))
    .sort(([a], [b]) => a - b);
}

/** The smallest rendition at least `width` wide, or the largest there is. */
export function photoSrc(photo: Photo, width = 640): string {
  const entries = renditions(photo);
  return (entries.find(([w]) => w >= width) ?? entries.at(-1))?.[1] ?? '';
}

/**
 * Cards whose photos load at once with high priority: the first ones on screen, whose
 * image is the page's largest paint on a phone. The rest load lazily as they scroll in.
 */
export const CARDS_IN_FIRST_VIEW = 2;

interface AuctionImageProps {
  photo: Photo | null;
  alt: string;
  /** The `sizes` attribute: how wide the image is drawn at each breakpoint. */
  sizes: string;
  className?: string;
  eager?: boolean;
}

/** A listing photo with its renditions; a neutral placeholder when there is none. */
export function AuctionImage({ photo, alt, sizes, className = '', eager = false }: AuctionImageProps) {
  if (!photo) {
    const label = alt ? { role: 'img', 'aria-label': `${alt}: no photo` } : { 'aria-hidden': true };
    return (
      <div {...label} className={`grid place-items-center bg-slate-100 text-sm text-slate-500 ${className}`}>
        No photo
      </div>
    );
  }
  return (
    <img
      src={photoSrc(photo)}
      srcSet={renditions(photo)
        .map(([width, url]) => `${url} ${width}w`)
        .join(', ')}
      sizes={sizes}
      width={photo.width}
      height={photo.height}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      {...(eager ? { fetchPriority: 'high' as const } : {})}
      className={`bg-slate-100 object-contain ${className}`}
    />
  );
}
