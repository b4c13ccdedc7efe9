import type { PublicUser } from '@naijabid/shared/schemas/auth';
import { apiRequest } from '../api-client';

export async function getCurrentUser(options: { signal?: AbortSignal } = {}): Promise<PublicUser> {
  const answer = await apiRequest<{ user: PublicUser }>('GET', '/me', undefined, options);
  return answer.data.user;
}
