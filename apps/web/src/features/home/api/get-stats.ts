import type { MarketplaceStats } from '@naijabid/shared/schemas/listings';
import { getPublic } from './public-get';

/** The landing page's headline figures, counted in the database. */
export function getStats(options: { signal?: AbortSignal } = {}): Promise<MarketplaceStats> {
  return getPublic<MarketplaceStats>('/stats', options);
}
