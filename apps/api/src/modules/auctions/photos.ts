import type { Metadata } from 'sharp';
import { PHOTO_WIDTHS } from '@naijabid/shared/constants';
import { serverMessages } from '@naijabid/shared/messages';
import type { Photo } from '@naijabid/shared/schemas/listings';
import { createBoundedQueue } from '../../bounded-queue';
import { AppError } from '../../errors';
import type { PhotoStorage } from '../../plugins/photo-storage';

/**
 * Decoded size is what costs memory, not the file's: a 300 KB PNG can decode to 40
 * megapixels. 25 megapixels covers every phone camera's default (12-24 MP) and stops a
 * decompression bomb before it eats the server's memory.
 */
const MAX_INPUT_MEGAPIXELS = 25;
const MAX_INPUT_PIXELS = MAX_INPUT_MEGAPIXELS * 1_000_000;
/** Phones and screenshots save 8 bits per colour; 16-bit images double every buffer for nothing. */
const DEPTHS_ACCEPTED = new Set(['uchar', 'char']);
/**
 * Photos are processed a few at a time per process (libvips with one thread each, its
 * cache off so memory is given back), the rest wait in a short line and past it are asked
 * to retry: 20 large uploads at once must not take a 2-core server's memory and CPU.
 */
const PHOTOS_AT_ONCE = 2;
const PHOTOS_WAITING = 16;
const BUSY_RETRY_AFTER_SECONDS = 5;
const photoQueue = createBoundedQueue(PHOTOS_AT_ONCE, PHOTOS_WAITING);
export const WEBP_QUALITY = 78;
const FORMATS_ACCEPTED = new Set(['jpeg', 'png', 'webp']);

export function photoKey(photoId: string, width: number): string {
  return `photos/${photoId}/${width}.webp`;
}

/**
 * A photo as answers show it: its own id (what an edit sends back) and the URLs of the files
 * it shows, which are another photo's when it was copied onto a relisted auction (`fileId`).
 */
export function photoView(
  storage: PhotoStorage,
  photo: { id: string; fileId?: string | null; width: number; height: number },
): Photo {
  const urls: Record<string, string> = {};
  for (const width of PHOTO_WIDTHS) urls[String(width)] = storage.urlFor(photoKey(photo.fileId ?? photo.id, width));
  return { id: photo.id, urls, width: photo.width, height: photo.height };
}

/** A photo made ready to store: one WebP per width and the upright size. */
export interface PhotoRenditions {
  size: { width: number; height: number };
  files: Array<{ width: number; content: Buffer }>;
}

/**
 * Checks the bytes really are a JPEG, PNG or WebP (the declared type is not trusted), turns
 * the photo upright, strips its metadata (phones put GPS positions there) and stores one WebP
 * per width. Answers the upright size.
 */
export async function storePhotoRenditions(storage: PhotoStorage, photoId: string, content: Buffer) {
  const renditions = await renderPhotoRenditions(content);
  await storeRenditions(storage, photoId, renditions);
  return renditions.size;
}

export async function storeRenditions(
  storage: PhotoStorage,
  photoId: string,
  renditions: PhotoRenditions,
): Promise<void> {
  for (const { width, content } of renditions.files) await storage.put(photoKey(photoId, width), content, 'image/webp');
}

/** sharp (libvips) is loaded with the first photo, not at every start, and set up as above. */
let sharpLoaded: Promise<typeof import('sharp').default> | undefined;
export function loadSharp(): Promise<typeof import('sharp').default> {
  return (sharpLoaded ??= import('sharp').then(({ default: sharp }) => {
    sharp.concurrency(1);
    sharp.cache(false);
    return sharp;
  }));
}

export async function renderPhotoRenditions(content: Buffer): Promise<PhotoRenditions> {
  const processed = await photoQueue.run(() => render(content));
  if (!processed)
    throw new AppError('unavailable', serverMessages.photosBusy, { retryAfterSeconds: BUSY_RETRY_AFTER_SECONDS });
  return processed.value;
}

async function render(content: Buffer): Promise<PhotoRenditions> {
  const sharp = await loadSharp();
  let metadata: Metadata;
  try {
    // Reading the header decodes no pixels, so the size is checked here with a clear answer.
    metadata = await sharp(content, { limitInputPixels: false }).metadata();
  } catch {
    throw new AppError('photo_unreadable', serverMessages.photoUnreadable);
  }
  if (!metadata.format || !FORMATS_ACCEPTED.has(metadata.format)) {
    throw new AppError('unsupported_media_type', serverMessages.photoTypeRefused);
  }
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > MAX_INPUT_PIXELS) {
    throw new AppError('photo_unreadable', serverMessages.photoTooManyPixels(MAX_INPUT_MEGAPIXELS));
  }
  if (!metadata.depth || !DEPTHS_ACCEPTED.has(metadata.depth)) {
    throw new AppError('photo_unreadable', serverMessages.photoBitDepthRefused);
  }
  const upright = sharp(content, { limitInputPixels: MAX_INPUT_PIXELS }).rotate();
  const renditions: PhotoRenditions = { size: { width: 0, height: 0 }, files: [] };
  try {
    for (const width of PHOTO_WIDTHS) {
      const { data, info } = await upright
        .clone()
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: WEBP_QUALITY })
        .toBuffer({ resolveWithObject: true });
      renditions.files.push({ width, content: data });
      if (info.width > renditions.size.width) renditions.size = { width: info.width, height: info.height };
    }
  } catch {
    throw new AppError('photo_unreadable', serverMessages.photoUnreadable);
  }
  return renditions;
}
