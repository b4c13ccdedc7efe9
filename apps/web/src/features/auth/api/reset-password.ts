import type { ResetPasswordRequest } from '@naijabid/shared/schemas/auth';
import { apiRequest } from '../../../lib/api-client';

export function resetPassword(request: ResetPasswordRequest) {
  return apiRequest<unknown>('POST', '/auth/reset-password', request);
}
