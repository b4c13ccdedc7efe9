import { z } from 'zod';
import { errorCodes, type ErrorCode } from '../error-codes';

/**
 * The envelope of every JSON answer (docs/product.md#errors, ARCHITECTURE.md "Errors"). The
 * API declares these per status, so an answer outside its schema fails loudly instead of
 * reaching a browser; objects are strict for the same reason: a field nobody declared is a
 * mistake to catch, not to pass on or drop silently.
 */

/**
 * Money on the wire (docs/product.md#money, docs/decisions/011-money-on-the-wire.md): whole
 * kobo, never a float, and a safe integer (zod's `int()`), so JSON carries it exactly. A
 * movement that adds to or takes from a balance may be negative; every other amount (prices,
 * fees, balances, limits, totals) may not.
 */
export const signedKoboSchema = z.number().int();
export const koboSchema = signedKoboSchema.nonnegative();
/** Times as the API writes them: `Date.prototype.toISOString()`. */
export const isoTimeSchema = z.iso.datetime();

export const apiFailureSchema = z.strictObject({
  code: z.enum(Object.keys(errorCodes) as [ErrorCode, ...ErrorCode[]]),
  message: z.string(),
  /** The same sentence as `message`: the spec's generic handling reads `detail`. */
  detail: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
  /** insufficient_funds: what the wallet lacks, in kobo, so a page can offer a deposit of exactly that. */
  shortBy: koboSchema.optional(),
});
export type ApiFailure = z.infer<typeof apiFailureSchema>;

/**
 * A renewed bearer token, added after the handler to any answer of a signed-in request past
 * half its token's life; the client stores it (docs/product.md#accounts).
 */
const renewedToken = { access_token: z.string().optional() };

/** `{ data }`: an answer that only reports. */
export function dataAnswerSchema<TData extends z.ZodType>(data: TData) {
  return z.strictObject({ data, ...renewedToken });
}

/** `{ message, data }`: an answer to an action, with the sentence a toast shows. */
export function messageAnswerSchema<TData extends z.ZodType>(data: TData) {
  return z.strictObject({ message: z.string(), data, ...renewedToken });
}

/** The `data` of an answer that has nothing to report beyond its message. */
export const emptyDataSchema = z.strictObject({});

/** The `data` of a list answer: `{ items }`, complete (these lists are capped, not paged). */
export function itemsDataSchema<TItem extends z.ZodType>(item: TItem) {
  return z.strictObject({ items: z.array(item) });
}

/** A redirect (303 See Other) has no body; its Location header says where to go. */
export const redirectSchema = z.undefined();
