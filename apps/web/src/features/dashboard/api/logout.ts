import { apiRequest } from '../../../lib/api-client';

export function logout() {
  return apiRequest<unknown>('POST', '/auth/logout');
}
