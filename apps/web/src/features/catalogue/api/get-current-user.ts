import type { PublicUser } from '@naijabid/shared/schemas/auth';
import { apiRequest } from '../../../lib/api-client';

export async function getCurrentUser(): Promise<PublicUser> {
  const answer = await apiRequest<{ user: PublicUser }>('GET', '/me');
  return answer.data.user;
}
