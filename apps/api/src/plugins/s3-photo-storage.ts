import type { Readable } from 'node:stream';
import { GetObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import type { FastifyInstance } from 'fastify';
import { serverMessages } from '@naijabid/shared/messages';
import { AppError } from '../errors';
import { MEDIA_PREFIX, PHOTO_CACHE_CONTROL, type PhotoStorage } from './photo-storage';

/** An S3-compatible bucket: AWS S3, Cloudflare R2, DigitalOcean Spaces, MinIO. */
export interface S3PhotoStoreSettings {
  bucket: string;
  region: string;
  /** Unset for AWS S3 itself. */
  endpoint: string | undefined;
  /** Unset on AWS: the SDK's default chain (environment, instance or task role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** MinIO and other self-hosted stores answer at host/bucket/key rather than bucket.host/key. */
  forcePathStyle: boolean;
  /** The bucket's public address or a CDN in front of it; unset, this server answers /media from the bucket. */
  publicUrl: string | undefined;
}

/**
 * A photo store that refused or could not be reached: answered like any dependency outage
 * (503 with the spec's sentence, logged once per window), and the photo gets no row.
 */
export class PhotoStoreUnavailableError extends Error {
  constructor(cause: unknown) {
    super('the photo store is unavailable', { cause });
    this.name = 'PhotoStoreUnavailableError';
  }
}

/** A stalled store must fail an upload in seconds, not hold its request until the client gives up. */
const CONNECT_TIMEOUT_MS = 5_000;
const REQUEST_TIMEOUT_MS = 30_000;
const ATTEMPTS = 2;

export function createS3PhotoStorage(settings: S3PhotoStoreSettings): PhotoStorage {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
    maxAttempts: ATTEMPTS,
    // CRC32 checksums on every request are the SDK's newest default; stores that do not know
    // them (older MinIO, some S3 look-alikes) refuse the upload, and TLS already guards the bytes.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    requestHandler: { connectionTimeout: CONNECT_TIMEOUT_MS, requestTimeout: REQUEST_TIMEOUT_MS },
  });
  const publicBase = settings.publicUrl?.replace(/\/+$/, '');

  return {
    async put(key, content, contentType) {
      try {
        await client.send(
          new PutObjectCommand({
            Bucket: settings.bucket,
            Key: key,
            Body: content,
            ContentType: contentType,
            CacheControl: PHOTO_CACHE_CONTROL,
          }),
        );
      } catch (error) {
        throw new PhotoStoreUnavailableError(error);
      }
    },

    urlFor: (key) => (publicBase ? `${publicBase}/${key}` : `${MEDIA_PREFIX}${key}`),

    async serve(app: FastifyInstance) {
      app.addHook('onClose', async () => client.destroy());
      if (publicBase) return;
      // Without a public address (a private bucket, as R2's are by default) photo URLs stay
      // this server's /media/..., answered from the bucket, so the web and its CSP see no change.
      app.get(`${MEDIA_PREFIX}*`, async (request, reply) => {
        const key = (request.params as { '*': string })['*'];
        const stored = await client
          .send(new GetObjectCommand({ Bucket: settings.bucket, Key: key }))
          .catch((error: unknown) => {
            if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404)
              throw new AppError('not_found', serverMessages.notFound);
            throw new PhotoStoreUnavailableError(error);
          });
        reply.header('cache-control', PHOTO_CACHE_CONTROL);
        if (stored.ContentType) reply.type(stored.ContentType);
        if (stored.ContentLength !== undefined) reply.header('content-length', stored.ContentLength);
        return reply.send(stored.Body as Readable);
      });
    },
  };
}
