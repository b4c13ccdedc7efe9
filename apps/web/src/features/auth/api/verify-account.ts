import type { VerifyAccountRequest } from '@naijabid/shared/schemas/auth';
import { apiRequest } from '../../../lib/api-client';

export function verifyAccount(request: VerifyAccountRequest) {
  return apiRequest<unknown>('POST', '/auth/verify-account', request);
}
