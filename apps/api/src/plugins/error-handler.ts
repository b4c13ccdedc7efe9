import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiFailure } from '@naijabid/shared/api';
import type { ErrorCode } from '@naijabid/shared/error-codes';
import { serverMessages } from '@naijabid/shared/messages';
import { AppError } from '../errors';

export function sendFailure(reply: FastifyReply, status: number, code: ErrorCode, message: string, errors?: Record<string, string>) {
  const body: ApiFailure = { code, message, detail: message, ...(errors ? { errors } : {}) };
  return reply.status(status).send(body);
}

function readableIssue(keyword: string, message: string, params: Record<string, unknown>): string {
  if (keyword === 'unrecognized_keys' && Array.isArray(params.keys)) {
    return `Unexpected field: ${params.keys.join(', ')}.`;
  }
  return message;
}

/**
 * Maps every failure to the API's error body. Validation errors list a message per field;
 * 5xx answers never reveal internals, and are logged with the request id.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.extra.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.extra.retryAfterSeconds));
      return sendFailure(reply, error.statusCode, error.code, error.message, error.extra.fieldErrors);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fieldErrors: Record<string, string> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'body';
        fieldErrors[field] ??= readableIssue(issue.keyword, issue.message ?? '', issue.params);
      }
      const firstMessage = Object.values(fieldErrors)[0] ?? serverMessages.invalidJson;
      return sendFailure(reply, 400, 'validation', firstMessage, fieldErrors);
    }
    switch (error.code) {
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return sendFailure(reply, 415, 'unsupported_media_type', serverMessages.unsupportedMediaType);
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return sendFailure(reply, 413, 'body_too_large', serverMessages.bodyTooLarge);
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        return sendFailure(reply, 400, 'invalid_json', serverMessages.invalidJson);
    }
    if (error instanceof SyntaxError && error.statusCode === 400) {
      return sendFailure(reply, 400, 'invalid_json', serverMessages.invalidJson);
    }
    request.log.error({ err: error }, 'request failed');
    return sendFailure(reply, 500, 'internal', serverMessages.internal);
  });
}
