import {
  adminOrderSchema,
  disputeQueueItemSchema,
  type AdminOrder,
  type DisputeQueueItem,
  type ResolveDisputeRequest,
} from '@naijabid/shared/schemas/admin';
import { itemsDataSchema } from '@naijabid/shared/schemas/envelope';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { invalidate, setQueryData, useQuery, type QueryResult } from '../../../lib/query';

const DISPUTES_PATH = '/admin/disputes';
const adminOrderPath = (orderId: string) => `/admin/orders/${orderId}`;
const orderAnswerSchema = z.strictObject({ order: adminOrderSchema });

export function useDisputeQueue() {
  return useQuery<{ items: DisputeQueueItem[] }>(DISPUTES_PATH, { schema: itemsDataSchema(disputeQueueItemSchema) });
}

export function useAdminOrder(orderId: string): QueryResult<AdminOrder> {
  const query = useQuery<{ order: AdminOrder }>(adminOrderPath(orderId), { schema: orderAnswerSchema });
  return { ...query, data: query.data?.order };
}

/** Resolves the dispute; the order's story shows the outcome at once. Answers the server's sentence. */
export async function resolveDispute(orderId: string, request: ResolveDisputeRequest) {
  const answer = await apiRequest<{ order: AdminOrder }>('POST', `${adminOrderPath(orderId)}/resolve`, request, {
    schema: orderAnswerSchema,
  });
  setQueryData<{ order: AdminOrder }>(adminOrderPath(orderId), () => answer.data);
  invalidate(DISPUTES_PATH);
  return answer.message;
}
