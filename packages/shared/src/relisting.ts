/**
 * Automatic relisting (issue 30): a seller may have an auction that ends unsold listed again
 * by itself, up to RELIST_MAX_TIMES, each time at the same starting price or one lowered by a
 * percentage of the last.
 */
export const RELIST_MAX_TIMES = 3;
export const RELIST_MAX_PRICE_DROP_PERCENT = 50;
/**
 * An auction that ended below its reserve waits this long before it is listed again, so its
 * seller may first offer it to the top bidder (a second-chance offer); a sale that way
 * relists nothing. With no bids there is nobody to offer it to, and it is listed again at once.
 */
export const RELIST_AFTER_RESERVE_NOT_MET_HOURS = 24;

const NAIRA_KOBO = 100;

/**
 * The next auction's starting price: the last one lowered by `dropPercent`, rounded down to
 * whole naira, never below `minimumKobo` (nor above the last price).
 */
export function relistStartingPriceKobo(previousKobo: number, dropPercent: number, minimumKobo: number): number {
  const lowered = Math.floor((previousKobo * (100 - dropPercent)) / 100 / NAIRA_KOBO) * NAIRA_KOBO;
  return Math.min(previousKobo, Math.max(lowered, minimumKobo));
}
