import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import { LISTING_LIMITS, PHOTO_MIME_TYPES } from '@naijabid/shared/constants';
import { serverMessages } from '@naijabid/shared/messages';
import { AppError } from '../errors';

/**
 * A signed-in POST whose body is one photo, as raw image bytes (Content-Type image/jpeg,
 * image/png or image/webp), which phones send straight from a file input with no multipart
 * encoding. Every photo upload of ours (a listing's, a dispute's) comes through here, so each
 * has the same size limit, the same refusals and the same sentences; the handler gets the
 * bytes (an empty body is refused with the rest of the checks, by the auction service's
 * `storePhoto`).
 */
export async function registerPhotoUpload(
  app: FastifyInstance,
  url: string,
  response: FastifySchema['response'],
  handler: (request: FastifyRequest, content: Buffer, reply: FastifyReply) => Promise<unknown>,
): Promise<void> {
  await app.register(async (uploads) => {
    uploads.addContentTypeParser(
      [...PHOTO_MIME_TYPES],
      { parseAs: 'buffer', bodyLimit: LISTING_LIMITS.maxPhotoBytes },
      (_request, body, done) => done(null, body),
    );
    uploads.addContentTypeParser('*', (_request, _payload, done) =>
      done(new AppError('unsupported_media_type', serverMessages.photoTypeRefused)),
    );
    uploads.post(
      url,
      {
        onRequest: uploads.authenticate,
        schema: { response },
        bodyLimit: LISTING_LIMITS.maxPhotoBytes,
        errorHandler(error: FastifyError) {
          if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
            throw new AppError('body_too_large', serverMessages.photoTooLarge);
          throw error;
        },
      },
      async (request, reply) => {
        if (!Buffer.isBuffer(request.body)) throw new AppError('validation', serverMessages.photoMissing);
        return handler(request, request.body, reply);
      },
    );
  });
}
