import type { RegisterRequest } from '@naijabid/shared/schemas/auth';
import { apiRequest } from '../../../lib/api-client';

export function register(request: RegisterRequest) {
  return apiRequest<unknown>('POST', '/auth/register', request);
}
