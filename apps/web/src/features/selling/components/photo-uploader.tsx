import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { LISTING_LIMITS, PHOTO_MIME_TYPES } from '@naijabid/shared/constants';
import { serverMessages, validationMessages } from '@naijabid/shared/messages';
import { photoUploaderLabels as m } from '@naijabid/shared/messages/listing-wizard';
import type { Photo } from '@naijabid/shared/schemas/listings';
import { isPhotoType, uploadListingPhoto } from '../api/upload-listing-photo';
import { AuctionImage } from '../../../components/auction-image';

interface Upload {
  key: string;
  name: string;
  state: 'uploading' | 'failed';
  message?: string;
}

interface PhotoUploaderProps {
  photos: Photo[];
  onAdd: (photo: Photo) => void;
  onRemove: (photoId: string) => void;
  onMakeCover: (photoId: string) => void;
  onBusyChange?: (busy: boolean) => void;
  error?: string | undefined;
}

let uploadCounter = 0;

/**
 * Chooses and uploads listing photos one file at a time (each as its own request, so one
 * bad file does not lose the others). Type and size are checked here first with the API's
 * own sentences, which saves a slow upload that would be refused anyway.
 */
export function PhotoUploader({ photos, onAdd, onRemove, onMakeCover, onBusyChange, error }: PhotoUploaderProps) {
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const uploading = uploads.filter((upload) => upload.state === 'uploading').length;
  const room = LISTING_LIMITS.maxPhotos - photos.length - uploading;

  useEffect(() => {
    onBusyChange?.(uploading > 0);
  }, [uploading, onBusyChange]);

  function setUpload(key: string, change: Partial<Upload> | null) {
    setUploads((current) =>
      change === null
        ? current.filter((upload) => upload.key !== key)
        : current.map((upload) => (upload.key === key ? { ...upload, ...change } : upload)),
    );
  }

  async function send(file: File, key: string) {
    try {
      const photo = await uploadListingPhoto(file);
      setUpload(key, null);
      onAdd(photo);
    } catch (failure) {
      const message =
        failure instanceof Error && 'serverMessage' in failure && typeof failure.serverMessage === 'string'
          ? failure.serverMessage
          : failure instanceof Error
            ? failure.message
            : String(failure);
      setUpload(key, { state: 'failed', message });
    }
  }

  function onFiles(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    const added: Upload[] = [];
    const starts: [File, string][] = [];
    let left = room;
    for (const file of files) {
      uploadCounter += 1;
      const key = `upload-${uploadCounter}`;
      if (left <= 0) {
        added.push({ key, name: file.name, state: 'failed', message: validationMessages.listingPhotosTooMany });
      } else if (!isPhotoType(file.type)) {
        added.push({ key, name: file.name, state: 'failed', message: serverMessages.photoTypeRefused });
      } else if (file.size > LISTING_LIMITS.maxPhotoBytes) {
        added.push({ key, name: file.name, state: 'failed', message: serverMessages.photoTooLarge });
      } else {
        left -= 1;
        added.push({ key, name: file.name, state: 'uploading' });
        starts.push([file, key]);
      }
    }
    setUploads((current) => [...current.filter((upload) => upload.state === 'uploading'), ...added]);
    for (const [file, key] of starts) void send(file, key);
  }

  return (
    <div>
      <div className="flex flex-wrap items-center gap-3">
        <label
          htmlFor={inputId}
          className={`inline-flex cursor-pointer items-center justify-center rounded-lg border-2 border-dashed px-5 py-4 text-sm font-semibold focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-emerald-700 ${room > 0 ? 'border-emerald-700 bg-emerald-50 text-emerald-900 hover:bg-emerald-100' : 'cursor-not-allowed border-slate-300 bg-slate-50 text-slate-500'}`}
        >
          {photos.length === 0 ? m.add : m.addMore}
          <input
            ref={inputRef}
            id={inputId}
            type="file"
            accept={PHOTO_MIME_TYPES.join(',')}
            multiple
            disabled={room <= 0}
            onChange={onFiles}
            aria-describedby={`${hintId}${error ? ` ${errorId}` : ''}`}
            aria-invalid={error ? true : undefined}
            className="sr-only"
          />
        </label>
        <p id={hintId} className="text-sm text-slate-700">
          {m.hint(LISTING_LIMITS.maxPhotos)}
        </p>
      </div>
      {error && (
        <p id={errorId} className="mt-2 text-sm text-red-700">
          {error}
        </p>
      )}

      <p role="status" aria-live="polite" className="sr-only">
        {uploading > 0 ? m.uploadingCount(uploading) : m.addedCount(photos.length)}
      </p>

      {(photos.length > 0 || uploads.length > 0) && (
        <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label={m.list}>
          {photos.map((photo, index) => (
            <li key={photo.id} className="overflow-hidden rounded-xl border border-slate-200 bg-white">
              <div className="relative">
                <AuctionImage
                  photo={photo}
                  alt={m.photo(index + 1)}
                  sizes="(min-width: 640px) 200px, 45vw"
                  className="aspect-square w-full"
                />
                {index === 0 && (
                  <span className="absolute top-2 left-2 rounded-full bg-emerald-700 px-2 py-0.5 text-xs font-semibold text-white">
                    {m.cover}
                  </span>
                )}
              </div>
              <div className="flex flex-wrap gap-x-3 gap-y-1 p-2 text-sm">
                {index > 0 && (
                  <button
                    type="button"
                    onClick={() => onMakeCover(photo.id)}
                    className="font-semibold text-emerald-800 underline"
                  >
                    {m.makeCover} <span className="sr-only">{m.makeCoverTarget(index + 1)}</span>
                  </button>
                )}
                <button
                  type="button"
                  onClick={() => onRemove(photo.id)}
                  className="font-semibold text-red-700 underline"
                >
                  {m.remove} <span className="sr-only">{m.removeTarget(index + 1)}</span>
                </button>
              </div>
            </li>
          ))}
          {uploads.map((upload) => (
            <li
              key={upload.key}
              className={`flex flex-col justify-center gap-1 rounded-xl border p-3 text-sm ${upload.state === 'failed' ? 'border-red-200 bg-red-50' : 'border-slate-200 bg-slate-50'}`}
            >
              <span className="truncate font-medium text-slate-900" title={upload.name}>
                {upload.name}
              </span>
              {upload.state === 'uploading' ? (
                <span className="flex items-center gap-2 text-slate-700">
                  <span
                    aria-hidden="true"
                    className="h-4 w-4 animate-spin rounded-full border-2 border-emerald-200 border-t-emerald-700"
                  />
                  {m.uploading}
                </span>
              ) : (
                <>
                  <span role="alert" className="text-red-800">
                    {upload.message}
                  </span>
                  <button
                    type="button"
                    onClick={() => setUpload(upload.key, null)}
                    className="self-start font-semibold text-slate-800 underline"
                  >
                    {m.dismiss}
                  </button>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
