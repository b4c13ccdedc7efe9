import type { AuctionSummary } from '@naijabid/shared/schemas/listings';
import { browsePath, type BrowseParams } from '@naijabid/shared/browse-path';
import { getPublic } from './public-get';

export interface AuctionPage {
  items: AuctionSummary[];
  nextCursor: string | null;
}

export async function browseAuctions(params: BrowseParams, options: { signal?: AbortSignal } = {}): Promise<AuctionPage> {
  return getPublic<AuctionPage>(browsePath(params), options);
}
