import type { LoginRequest, LoginResponseData } from '@naijabid/shared/schemas/auth';
import { apiRequest } from '../../../lib/api-client';
import { storeAccessToken } from '../../../lib/token-storage';

/** docs/product.md#accounts: a successful login stores `accessToken` under the primary key and `token` as the copy. */
export async function login(request: LoginRequest) {
  const answer = await apiRequest<LoginResponseData>('POST', '/auth/login', request);
  storeAccessToken(answer.data.accessToken, answer.data.token);
  return answer;
}
