/**
 * The words of saved searches and automatic relisting (issue 30): the search page's save
 * form, the list in Settings, the bell's notices, the daily mail and the listing wizard's
 * relist choice.
 */
import { LISTING_CONDITION_LABELS } from '../constants';
import { formatNaira } from '../money';
import type { SavedSearchQuery } from '../schemas/saved-searches';
import { searchFiltersLabels } from './search';

export const savedSearchLabels = {
  save: 'Save search',
  saveTitle: 'Save this search',
  name: 'Name',
  notify: 'Tell me about new matches',
  notifyChoices: {
    bell: 'At once, on the bell',
    daily_mail: 'In one email a day',
  } satisfies Record<'bell' | 'daily_mail', string>,
  saved: 'Search saved. We will tell you when a new auction matches it.',
  cancel: 'Cancel',
  listTitle: 'Saved searches',
  listIntro: 'We tell you when a newly listed auction matches one of these.',
  empty: 'No saved searches yet. Search, then tap “Save search”.',
  open: 'Open',
  rename: 'Rename',
  saveName: 'Save name',
  delete: 'Delete',
  deleted: 'Saved search deleted.',
  changed: 'Saved search updated.',
  loading: 'Loading…',
  full: (max: number) => `You can keep ${max} saved searches. Delete one to save another.`,
  notFound: 'That saved search no longer exists.',
  /** The name a search gets when its owner gives none. */
  defaultName: (words: string | undefined, category: string | undefined) => words || category || 'All listings',
} as const;

/**
 * A saved search's words and filters in a line, as Settings lists it under its name:
 * "“standing fan” · Home & Office · Used · up to ₦50,000 · Verified sellers only".
 */
export function describeSavedSearch(query: SavedSearchQuery): string {
  const { minPrice, maxPrice } = query;
  const price =
    minPrice !== undefined && maxPrice !== undefined
      ? `${formatNaira(minPrice)} to ${formatNaira(maxPrice)}`
      : minPrice !== undefined
        ? `from ${formatNaira(minPrice)}`
        : maxPrice !== undefined
          ? `up to ${formatNaira(maxPrice)}`
          : undefined;
  const parts = [
    query.q ? `“${query.q}”` : undefined,
    query.category,
    query.condition ? LISTING_CONDITION_LABELS[query.condition] : undefined,
    price,
    query.sellers === 'verified' ? 'Verified sellers only' : undefined,
    query.status ? searchFiltersLabels.statuses[query.status] : undefined,
    query.sort ? `${searchFiltersLabels.sortBy}: ${searchFiltersLabels.sorts[query.sort]}` : undefined,
  ].filter((part): part is string => Boolean(part));
  return parts.length > 0 ? parts.join(' · ') : 'Any auction, no filters';
}

export const savedSearchNoticeTexts = {
  match: (searchName: string) => `New match for “${searchName}”`,
  matchDetail: (title: string, price: string) => `${title}, starting at ${price}`,
  relisted: (title: string) => `Listed again: ${title}`,
  relistedDetail: (price: string, left: number) =>
    `It ended unsold, so it is live again from ${price}.${left > 0 ? ` ${left} more relist${left === 1 ? '' : 's'} if it does not sell.` : ''}`,
} as const;

export const savedSearchMailMessages = {
  digestSubject: (count: number) =>
    count === 1 ? 'A new auction matches your saved search' : `${count} new auctions match your saved searches`,
  digestIntro: 'New auctions matching your saved searches since yesterday:',
  digestLine: (searchName: string, title: string, price: string, link: string) =>
    `${title} (${price}), for “${searchName}”: ${link}`,
  digestSettings: (link: string) => `Change how we tell you, or delete a saved search, in Settings: ${link}`,
  relistedSubject: (title: string) => `Listed again: ${title}`,
  relistedText: (title: string, price: string) =>
    `${title} ended unsold, so we listed it again as you asked, starting at ${price}. You will find it under My listings.`,
} as const;

export const relistLabels = {
  title: 'If it does not sell',
  times: 'Relist automatically',
  timesChoice: (times: number) => (times === 0 ? 'Do not relist' : times === 1 ? 'Once' : `Up to ${times} times`),
  priceDrop: 'Price on each relist',
  priceDropChoice: (percent: number) => (percent === 0 ? 'Same price' : `${percent}% lower`),
  hint: 'An auction with no bids, or whose reserve was not met and not sold by a second-chance offer, is listed again by itself.',
  timesRange: 'Choose between 0 and 3 relists.',
  priceDropRange: 'Lower the price by at most 50%.',
  relistedFrom: 'Relisted: an earlier auction of this item ended unsold.',
  relistsLeft: (left: number) => (left === 1 ? 'Relists once more if unsold' : `Relists ${left} more times if unsold`),
  /** The wizard's preview of the choice. */
  summary: (times: number, dropPercent: number) =>
    times === 0
      ? 'Not relisted'
      : `Relisted ${times === 1 ? 'once' : `up to ${times} times`}, ${dropPercent === 0 ? 'at the same price' : `${dropPercent}% lower each time`}`,
} as const;
