import { useId, useState, type ChangeEvent } from 'react';
import { LISTING_LIMITS, ORDER_LIMITS, PHOTO_MIME_TYPES } from '@naijabid/shared/constants';
import { orderValidationMessages, serverMessages } from '@naijabid/shared/messages';
import { orderPageLabels as m } from '@naijabid/shared/messages/orders';
import type { Photo } from '@naijabid/shared/schemas/listings';
import { AuctionImage } from '../../../components/auction-image';
import { apiErrorText } from '../../../lib/api-error-text';
import { uploadDisputePhoto } from '../api/upload-dispute-photo';

const isPhotoType = (type: string) => (PHOTO_MIME_TYPES as readonly string[]).includes(type);

/**
 * The buyer's photos of what went wrong, uploaded one by one as they are chosen (a bad file
 * does not lose the others) and sent with the dispute by id. Type, size and count are
 * checked here first with the server's own sentences, which saves a slow upload on a phone.
 */
export function DisputePhotoPicker({
  photos,
  onChange,
  onBusyChange,
}: {
  photos: Photo[];
  onChange: (photos: Photo[]) => void;
  onBusyChange: (busy: boolean) => void;
}) {
  const inputId = useId();
  const [uploading, setUploading] = useState(0);
  const [error, setError] = useState<string>();
  const room = ORDER_LIMITS.disputePhotosMax - photos.length - uploading;

  async function onFiles(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    setError(undefined);
    if (files.length > room) return setError(orderValidationMessages.disputePhotosTooMany);
    const refused = files.find((file) => !isPhotoType(file.type) || file.size > LISTING_LIMITS.maxPhotoBytes);
    if (refused)
      return setError(isPhotoType(refused.type) ? serverMessages.photoTooLarge : serverMessages.photoTypeRefused);
    setUploading((count) => count + files.length);
    onBusyChange(true);
    let added = photos;
    for (const file of files) {
      try {
        added = [...added, await uploadDisputePhoto(file)];
        onChange(added);
      } catch (failure) {
        setError(apiErrorText(failure));
      } finally {
        setUploading((count) => count - 1);
      }
    }
    onBusyChange(false);
  }

  return (
    <div>
      <p className="text-sm font-semibold text-slate-900">{m.disputePhotos}</p>
      <p id={`${inputId}-hint`} className="mt-1 text-sm text-slate-700">
        {m.disputePhotosHint(ORDER_LIMITS.disputePhotosMax)}
      </p>
      {photos.length > 0 && (
        <ul className="mt-2 grid grid-cols-3 gap-2 sm:grid-cols-5">
          {photos.map((photo, index) => (
            <li key={photo.id} className="relative">
              <AuctionImage
                photo={photo}
                alt={m.disputePhoto(index + 1)}
                sizes="96px"
                className="aspect-square w-full rounded-lg"
              />
              <button
                type="button"
                className="mt-1 min-h-11 text-sm font-semibold text-red-700 underline"
                onClick={() => onChange(photos.filter((each) => each.id !== photo.id))}
              >
                {m.removeDisputePhoto(index + 1)}
              </button>
            </li>
          ))}
        </ul>
      )}
      {uploading > 0 && (
        <p role="status" className="mt-2 text-sm text-slate-700">
          {m.uploadingDisputePhoto}
        </p>
      )}
      {room > 0 && (
        <label
          htmlFor={inputId}
          className="mt-2 inline-flex min-h-11 cursor-pointer items-center rounded-lg border-2 border-dashed border-emerald-700 bg-emerald-50 px-4 text-sm font-semibold text-emerald-900 focus-within:outline-2 focus-within:outline-emerald-700"
        >
          {m.addDisputePhotos}
          <input
            id={inputId}
            type="file"
            accept={PHOTO_MIME_TYPES.join(',')}
            multiple
            className="sr-only"
            aria-describedby={`${inputId}-hint`}
            onChange={(event) => void onFiles(event)}
          />
        </label>
      )}
      {error && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
