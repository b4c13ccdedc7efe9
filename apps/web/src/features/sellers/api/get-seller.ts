import type { SellerProfile } from '@naijabid/shared/schemas/ratings';
import { useQuery, type QueryResult } from '../../../lib/query';

export const sellerPath = (id: string) => `/sellers/${encodeURIComponent(id)}`;

/** A seller's public profile: public, so read without the session. */
export function useSeller(id: string | undefined): QueryResult<SellerProfile> {
  const query = useQuery<{ seller: SellerProfile }>(id === undefined ? null : sellerPath(id), { anonymous: true });
  return { ...query, data: query.data?.seller };
}
