import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ApiFailure } from '@naijabid/shared/api';
import type { ErrorCode } from '@naijabid/shared/error-codes';
import { errorCodes } from '@naijabid/shared/error-codes';
import { clientErrorMessages, serverMessages } from '@naijabid/shared/messages';
import { AppError } from '../errors';
import { createOutageLogger, isOutageError, OUTAGE_RETRY_AFTER_SECONDS } from '../outages';

function failureBody(code: ErrorCode, message: string, errors?: Record<string, string>, shortBy?: number): ApiFailure {
  return {
    code,
    message,
    detail: message,
    ...(errors ? { errors } : {}),
    ...(shortBy === undefined ? {} : { shortBy }),
  };
}

export function sendFailure(
  reply: FastifyReply,
  status: number,
  code: ErrorCode,
  message: string,
  errors?: Record<string, string>,
  shortBy?: number,
) {
  return reply.status(status).send(failureBody(code, message, errors, shortBy));
}

function readableIssue(keyword: string, message: string, params: Record<string, unknown>): string {
  if (keyword === 'unrecognized_keys' && Array.isArray(params.keys)) {
    return `Unexpected field: ${params.keys.join(', ')}.`;
  }
  return message;
}

/**
 * A 4xx raised by Fastify or a plugin (a bad URL, a refused static path) in our own shape.
 * A static file path that tries to leave its folder is answered as missing: there is
 * nothing to forbid at an address that names no file.
 */
function frameworkClientFailure(status: number): { status: number; code: ErrorCode; message: string } {
  if (status === 403 || status === 404) return { status: 404, code: 'not_found', message: serverMessages.notFound };
  if (status === 408) return { status, code: 'request_timeout', message: clientErrorMessages.status408 };
  if (status === 429) return { status, code: 'rate_limited', message: serverMessages.tooManyRequests };
  return { status: 400, code: 'bad_request', message: clientErrorMessages.status400 };
}

/**
 * Errors Node's HTTP parser meets before Fastify sees a request (headers too large, a
 * request that took too long, bytes that are not HTTP) still answer in the one error shape.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, reason, code, message]: [number, string, ErrorCode, string] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Request Header Fields Too Large', 'headers_too_large', serverMessages.headersTooLarge]
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'Request Timeout', 'request_timeout', clientErrorMessages.status408]
        : [400, 'Bad Request', 'bad_request', clientErrorMessages.status400];
  writeRawFailure(socket, `${status} ${reason}`, code, message);
}

/** Answers on a socket Fastify never got a request from, in the one error shape, and closes it. */
export function writeRawFailure(
  socket: Socket,
  statusLine: string,
  code: ErrorCode,
  message: string,
  extraHeaders = '',
): void {
  const body = JSON.stringify(failureBody(code, message));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${statusLine}\r\n${extraHeaders}Content-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}

/**
 * Maps every failure to the API's error body. Validation errors list a message per field;
 * 5xx answers never reveal internals, and are logged with the request id.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  // Every shared schema names its own messages; a rule that has none (a body that is not an
  // object, a field of the wrong type) gets the spec's sentence instead of zod's English,
  // which would tell the user what a validator expected.
  z.config({ customError: () => clientErrorMessages.status400 });

  const logOutage = createOutageLogger(app.log);
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.extra.retryAfterSeconds !== undefined)
        reply.header('retry-after', String(error.extra.retryAfterSeconds));
      return sendFailure(
        reply,
        error.statusCode,
        error.code,
        error.message,
        error.extra.fieldErrors,
        error.extra.shortByKobo,
      );
    }
    // A client that hung up mid-request is not a fault of ours; nobody is left to answer.
    if (request.raw.socket.destroyed || (error.code === 'ECONNRESET' && error.message === 'aborted')) {
      request.log.info({ errorCode: error.code }, 'client went away before the answer');
      // 499, "client closed request" in nginx's logs: nobody receives it, the access log shows why.
      return reply.status(499).send();
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fieldErrors: Record<string, string> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'body';
        fieldErrors[field] ??= readableIssue(issue.keyword, issue.message ?? '', issue.params);
      }
      const firstMessage = Object.values(fieldErrors)[0] ?? serverMessages.invalidJson;
      // A path's parameters are ids: a malformed one names nothing, as an unknown one does, and
      // gets the same answer, the route's not-found message (`z.uuid(serverMessages.listingNotFound)`).
      if (error.validationContext === 'params') return sendFailure(reply, 404, 'not_found', firstMessage);
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
    if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
      const failure = frameworkClientFailure(error.statusCode);
      request.log.info({ statusCode: error.statusCode, errorCode: error.code }, 'request refused');
      return sendFailure(reply, failure.status, failure.code, failure.message);
    }
    if (isOutageError(error)) {
      logOutage(error, `${request.method} ${request.routeOptions.url ?? 'unknown route'}`);
      reply.header('retry-after', String(OUTAGE_RETRY_AFTER_SECONDS));
      return sendFailure(reply, 503, 'unavailable', serverMessages.serviceUnavailable);
    }
    request.log.error({ err: error }, 'request failed');
    return sendFailure(reply, errorCodes.internal, 'internal', serverMessages.internal);
  });
}
