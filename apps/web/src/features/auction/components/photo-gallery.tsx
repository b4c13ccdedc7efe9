import { useState } from 'react';
import { photoGalleryLabels as m } from '@naijabid/shared/messages/auction-page';
import type { Photo } from '@naijabid/shared/schemas/listings';
import { AuctionImage } from '../../../components/auction-image';

const MAIN_SIZES = '(min-width: 1024px) 640px, 100vw';

/** The listing's photos: one large, the others as buttons below it. */
export function PhotoGallery({ photos, title }: { photos: Photo[]; title: string }) {
  const [index, setIndex] = useState(0);
  const current = photos[Math.min(index, photos.length - 1)] ?? null;
  return (
    <div>
      <AuctionImage
        photo={current}
        alt={photos.length > 1 ? m.photoOf(title, index + 1, photos.length) : title}
        sizes={MAIN_SIZES}
        eager
        className="aspect-[4/3] w-full rounded-2xl border border-slate-200"
      />
      {photos.length > 1 && (
        <ul className="mt-3 flex gap-2 overflow-x-auto pb-1" aria-label={m.thumbnails}>
          {photos.map((photo, position) => (
            <li key={photo.id} className="shrink-0">
              <button
                type="button"
                onClick={() => setIndex(position)}
                aria-pressed={position === index}
                aria-label={m.showPhoto(position + 1, photos.length)}
                className={`block overflow-hidden rounded-lg border-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700 ${position === index ? 'border-emerald-700' : 'border-transparent'}`}
              >
                <AuctionImage photo={photo} alt="" sizes="80px" className="h-16 w-20" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
