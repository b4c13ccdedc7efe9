import type { Photo } from '@naijabid/shared/schemas/listings';
import { AuctionImage } from './auction-image';

/**
 * A row of photo thumbnails, each opening the full photo (a dispute's evidence, read by its
 * buyer, its seller and support). `alt` names each by its place.
 */
export function PhotoThumbnails({ photos, alt }: { photos: Photo[]; alt: (index: number) => string }) {
  if (photos.length === 0) return null;
  return (
    <ul className="mt-2 grid grid-cols-3 gap-2 sm:grid-cols-5">
      {photos.map((photo, index) => (
        <li key={photo.id}>
          <a href={photo.urls['1280'] ?? photo.urls['640']} target="_blank" rel="noreferrer" className="block">
            <AuctionImage
              photo={photo}
              alt={alt(index + 1)}
              sizes="(min-width: 640px) 120px, 30vw"
              className="aspect-square w-full rounded-lg"
            />
          </a>
        </li>
      ))}
    </ul>
  );
}
