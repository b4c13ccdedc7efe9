import type { ForgotPasswordRequest } from '@naijabid/shared/schemas/auth';
import { apiRequest } from '../../../lib/api-client';

export function forgotPassword(request: ForgotPasswordRequest) {
  return apiRequest<unknown>('POST', '/auth/forgot-password', request);
}
