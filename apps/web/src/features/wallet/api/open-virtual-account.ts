import { virtualAccountSchema, type VirtualAccount } from '@naijabid/shared/schemas/wallet';
import { apiRequest } from '../../../lib/api-client';

/** The user's own account number for bank transfers: opened on the first call, the same one ever after. */
export async function openVirtualAccount(options: { signal?: AbortSignal } = {}): Promise<VirtualAccount> {
  const answer = await apiRequest<VirtualAccount>('POST', '/wallet/virtual-account', undefined, {
    ...options,
    schema: virtualAccountSchema,
  });
  return answer.data;
}
