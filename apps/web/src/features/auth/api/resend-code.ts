import type { ResendCodeRequest } from '@naijabid/shared/schemas/auth';
import { apiRequest } from '../../../lib/api-client';

export function resendCode(request: ResendCodeRequest) {
  return apiRequest<unknown>('POST', '/auth/resend-auth-code', request);
}
