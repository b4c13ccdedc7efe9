import { z } from 'zod';
import { errorCodes, type ErrorCode } from '@naijabid/shared/error-codes';
import { apiFailureSchema } from '@naijabid/shared/schemas/envelope';

/**
 * What any route may answer whatever its own rules: a NUL in its path or query (400, see
 * plugins/refuse-nul-characters.ts), PostgreSQL or Redis unreachable (503), a fault (500).
 */
const ANY_ROUTE: readonly ErrorCode[] = ['validation', 'internal', 'unavailable'];

/** A POST or PUT may be sent a body too large or of a type it does not read, even one it ignores. */
export const BODY_REFUSALS: readonly ErrorCode[] = ['invalid_json', 'body_too_large', 'unsupported_media_type'];

/** The error body (plugins/error-handler.ts), declared for the statuses of `codes` and of any route. */
export function failureResponses(
  ...codes: ReadonlyArray<ErrorCode | readonly ErrorCode[]>
): Record<number, typeof apiFailureSchema> {
  const statuses = new Set([...ANY_ROUTE, ...codes.flat()].map((code) => errorCodes[code]));
  return Object.fromEntries([...statuses].map((status) => [status, apiFailureSchema]));
}

/** An HTML page, sent as the string it is (Fastify serialises only JSON). */
export const htmlPage = { content: { 'text/html': { schema: z.string() } } };

/** A Server-Sent Events stream, which the handler writes to the socket itself. */
export const eventStream = { content: { 'text/event-stream': { schema: z.string() } } };
