import { sellerVerificationSchema, type SellerVerification } from '@naijabid/shared/schemas/seller-verification';
import { apiRequest } from '../../../lib/api-client';
import { invalidate, setQueryData, useQuery } from '../../../lib/query';

const verificationPath = (userId: string) => `/admin/users/${userId}/seller-verification`;

export function useUserSellerVerification(userId: string) {
  return useQuery<SellerVerification>(verificationPath(userId), { schema: sellerVerificationSchema });
}

/** Revokes the user's verification; their record (its audit history) is read again. */
export async function revokeSellerVerification(userId: string, reason: string) {
  const answer = await apiRequest<SellerVerification>(
    'POST',
    `${verificationPath(userId)}/revoke`,
    { reason },
    { schema: sellerVerificationSchema },
  );
  setQueryData<SellerVerification>(verificationPath(userId), () => answer.data);
  invalidate(`/admin/users/${userId}`);
  return answer.message;
}
