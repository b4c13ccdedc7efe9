import sharp, { type Metadata } from 'sharp';
import { PHOTO_WIDTHS } from '@naijabid/shared/constants';
import { serverMessages } from '@naijabid/shared/messages';
import type { Photo } from '@naijabid/shared/schemas/listings';
import { AppError } from '../../errors';
import type { PhotoStorage } from '../../plugins/photo-storage';

/** A decompression bomb stops here instead of eating the server's memory. */
const MAX_INPUT_PIXELS = 40_000_000;
const WEBP_QUALITY = 78;
const FORMATS_ACCEPTED = new Set(['jpeg', 'png', 'webp']);

export function photoKey(photoId: string, width: number): string {
  return `photos/${photoId}/${width}.webp`;
}

export function photoView(storage: PhotoStorage, photo: { id: string; width: number; height: number }): Photo {
  const urls: Record<string, string> = {};
  for (const width of PHOTO_WIDTHS) urls[String(width)] = storage.urlFor(photoKey(photo.id, width));
  return { id: photo.id, urls, width: photo.width, height: photo.height };
}

/**
 * Checks the bytes really are a JPEG, PNG or WebP (the declared type is not trusted), turns
 * the photo upright, strips its metadata (phones put GPS positions there) and stores one WebP
 * per width. Answers the upright size.
 */
export async function storePhotoRenditions(storage: PhotoStorage, photoId: string, content: Buffer) {
  let metadata: Metadata;
  try {
    metadata = await sharp(content, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  } catch {
    throw new AppError('photo_unreadable', serverMessages.photoUnreadable);
  }
  if (!metadata.format || !FORMATS_ACCEPTED.has(metadata.format)) {
    throw new AppError('unsupported_media_type', serverMessages.photoTypeRefused);
  }
  const upright = sharp(content, { limitInputPixels: MAX_INPUT_PIXELS }).rotate();
  let size = { width: 0, height: 0 };
  try {
    for (const width of PHOTO_WIDTHS) {
      const { data, info } = await upright
        .clone()
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: WEBP_QUALITY })
        .toBuffer({ resolveWithObject: true });
      await storage.put(photoKey(photoId, width), data, 'image/webp');
      if (info.width > size.width) size = { width: info.width, height: info.height };
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('photo_unreadable', serverMessages.photoUnreadable);
  }
  return size;
}
