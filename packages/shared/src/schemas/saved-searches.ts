import { z } from 'zod';
import { isoTimeSchema } from './envelope';
import { browseQuerySchema } from './listings';

/**
 * Saved searches (issue 30): GET and POST /me/saved-searches, PATCH and DELETE
 * /me/saved-searches/:id. A saved search is the search page's query (words and filters, as
 * its address holds them) and how its owner hears of a new auction that matches it.
 */

/** A bound per user: every new listing is matched against every saved search. */
export const SAVED_SEARCHES_MAX = 20;
export const SAVED_SEARCH_NAME_MAX = 60;

/** Told at once by the bell, or in one mail a day listing every match since the last. */
export const SAVED_SEARCH_NOTIFY = ['bell', 'daily_mail'] as const;
export type SavedSearchNotify = (typeof SAVED_SEARCH_NOTIFY)[number];

/**
 * The search page's query without its paging: the same fields, checked by the same rules, so
 * a saved search is exactly what the page asked for. `status` and `sort` come back when it is
 * opened; a new listing is matched as a live auction whatever they say.
 */
export const savedSearchQuerySchema = browseQuerySchema.omit({ limit: true, cursor: true });
export type SavedSearchQuery = z.infer<typeof savedSearchQuerySchema>;

const notifySchema = z.enum(SAVED_SEARCH_NOTIFY);
const nameSchema = z.string().trim().min(1).max(SAVED_SEARCH_NAME_MAX);

export const createSavedSearchRequestSchema = z.strictObject({
  /** Absent: named after its words or category. */
  name: nameSchema.optional(),
  query: savedSearchQuerySchema,
  notify: notifySchema.default('bell'),
});
export type CreateSavedSearchRequest = z.infer<typeof createSavedSearchRequestSchema>;

export const updateSavedSearchRequestSchema = z.strictObject({
  name: nameSchema.optional(),
  notify: notifySchema.optional(),
});
export type UpdateSavedSearchRequest = z.infer<typeof updateSavedSearchRequestSchema>;

export const savedSearchSchema = z.strictObject({
  id: z.uuid(),
  name: z.string(),
  query: savedSearchQuerySchema,
  notify: notifySchema,
  createdAt: isoTimeSchema,
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;

export const savedSearchesDataSchema = z.strictObject({ items: z.array(savedSearchSchema) });

/** The bell's notice of a new auction matching one of the user's saved searches. */
export interface SavedSearchMatchEvent {
  savedSearchId: string;
  searchName: string;
  listingId: string;
  title: string;
  currentPrice: number;
}

/** The seller's notice that an auction that ended unsold was listed again. */
export interface RelistedEvent {
  /** The new auction. */
  listingId: string;
  previousListingId: string;
  title: string;
  startingPrice: number;
  relistsLeft: number;
}
