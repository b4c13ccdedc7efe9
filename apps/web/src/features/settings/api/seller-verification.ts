import {
  sellerVerificationSchema,
  type SellerVerification,
  type StartSellerVerification,
} from '@naijabid/shared/schemas/seller-verification';
import { apiRequest } from '../../../lib/api-client';
import { invalidate, useQuery } from '../../../lib/query';

export const SELLER_VERIFICATION_PATH = '/me/seller-verification';
/** While the bank checks the details, the answer comes by webhook in seconds: the screen asks again this often. */
const PENDING_REFRESH_MS = 2_000;

/** The user's verification, when `enabled`; read again every few seconds while it is pending. */
export function useSellerVerification(pending: boolean, enabled = true) {
  return useQuery<SellerVerification>(enabled ? SELLER_VERIFICATION_PATH : null, {
    schema: sellerVerificationSchema,
    refreshMs: pending ? PENDING_REFRESH_MS : undefined,
  });
}

export async function startSellerVerification(request: StartSellerVerification) {
  const answer = await apiRequest<SellerVerification>('POST', SELLER_VERIFICATION_PATH, request, {
    schema: sellerVerificationSchema,
  });
  invalidate(SELLER_VERIFICATION_PATH);
  return answer;
}
