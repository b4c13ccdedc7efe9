import { BUYER_PROTECTION_PATH } from '@naijabid/shared/first-screen';
import { buyerProtectionSchema, type BuyerProtection } from '@naijabid/shared/schemas/orders';
import { useQuery } from '../query';

/**
 * What buyer protection promises on this server: its inspection window (a setting) and the
 * return's other waits, in days. Undefined until the answer arrives: pages say the server's
 * numbers, never a default that may not be this server's.
 */
export function useBuyerProtection(): BuyerProtection | undefined {
  return useQuery<BuyerProtection>(BUYER_PROTECTION_PATH, { anonymous: true, schema: buyerProtectionSchema }).data;
}
