import {
  adminListingSummarySchema,
  adminUserSchema,
  adminUserSummarySchema,
  type AdminListingSummary,
  type AdminUser,
  type AdminUserSummary,
} from '@naijabid/shared/schemas/admin';
import { itemsDataSchema } from '@naijabid/shared/schemas/envelope';
import { apiRequest } from '../../../lib/api-client';
import { invalidate, setQueryData, useQuery } from '../../../lib/query';

const search = (kind: 'users' | 'listings', q: string) => `/admin/${kind}?q=${encodeURIComponent(q)}`;
const userPath = (userId: string) => `/admin/users/${userId}`;

export function useUserSearch(q: string) {
  return useQuery<{ items: AdminUserSummary[] }>(search('users', q), {
    schema: itemsDataSchema(adminUserSummarySchema),
  });
}

export function useAdminUser(userId: string) {
  return useQuery<AdminUser>(userPath(userId), { schema: adminUserSchema });
}

/** Suspends, restores or lifts the bar of an account; its page shows the result at once. */
export async function actOnUser(userId: string, action: 'suspend' | 'restore' | 'lift-bar', reason: string) {
  const answer = await apiRequest<AdminUser>(
    'POST',
    `${userPath(userId)}/${action}`,
    { reason },
    {
      schema: adminUserSchema,
    },
  );
  setQueryData<AdminUser>(userPath(userId), () => answer.data);
  return answer.message;
}

export function useListingSearch(q: string) {
  return useQuery<{ items: AdminListingSummary[] }>(search('listings', q), {
    schema: itemsDataSchema(adminListingSummarySchema),
  });
}

/** Takes a listing down or restores it; the searches showing it are read again. */
export async function actOnListing(listing: AdminListingSummary, action: 'take-down' | 'restore', reason: string) {
  const answer = await apiRequest<unknown>('POST', `/admin/listings/${listing.id}/${action}`, { reason });
  invalidate(userPath(listing.seller.id));
  return answer.message;
}
