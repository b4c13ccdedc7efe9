import type { MarketplaceStats } from '@naijabid/shared/schemas/listings';
import { useQuery } from '../../../lib/query';

/** The landing page's headline figures, counted in the database; nothing until they arrive (or if they cannot be read). */
export function useMarketplaceStats(): MarketplaceStats | undefined {
  return useQuery<MarketplaceStats>('/stats', { anonymous: true }).data;
}
