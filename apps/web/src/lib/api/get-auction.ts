import { auctionAnswerDataSchema, type AuctionDetail, type OwnListing } from '@naijabid/shared/schemas/listings';
import { auctionPagePaths } from '@naijabid/shared/first-screen';
import { apiRequest } from '../api-client';

/** One auction; its seller (signed in) also gets drafts and the hidden reserve. */
export type Auction = AuctionDetail | OwnListing;
export type AuctionAnswer = { auction: Auction };

export const auctionPath = (id: string) => auctionPagePaths(id).auction;

/** A read outside the cache, for checks whose answer must not replace a newer live state. */
export async function getAuction(id: string, options: { signal?: AbortSignal } = {}): Promise<Auction> {
  return (
    await apiRequest<AuctionAnswer>('GET', auctionPath(id), undefined, { ...options, schema: auctionAnswerDataSchema })
  ).data.auction;
}
