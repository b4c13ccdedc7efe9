import type { PublicUser } from '@naijabid/shared/schemas/auth';
import { apiRequest } from '../../../lib/api-client';

export async function fetchCurrentUser(): Promise<PublicUser> {
  const answer = await apiRequest<{ user: PublicUser }>('GET', '/me');
  return answer.data.user;
}

export function logout() {
  return apiRequest<unknown>('POST', '/auth/logout');
}
