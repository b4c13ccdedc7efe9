import type { LoginResponseData } from '@naijabid/shared/schemas/auth';
import type {
  GoogleContinueAnswerData,
  GoogleLinkWithCodeRequest,
  GoogleLinkWithPasswordRequest,
} from '@naijabid/shared/schemas/google-sign-in';
import { apiRequest } from '../../../lib/api-client';
import { storeAccessToken } from '../../../lib/token-storage';

/** Exchanges the callback's one-time ticket; a session is stored as a login's is (docs/product.md#accounts). */
export async function continueGoogleSignIn(ticket: string) {
  const answer = await apiRequest<GoogleContinueAnswerData>('POST', '/auth/google/continue', { ticket });
  if (answer.data.status === 'signed_in') storeAccessToken(answer.data.session.accessToken, answer.data.session.token);
  return answer;
}

export function sendGoogleLinkCode(ticket: string) {
  return apiRequest<unknown>('POST', '/auth/google/link-code', { ticket });
}

export async function linkGoogle(request: GoogleLinkWithPasswordRequest | GoogleLinkWithCodeRequest) {
  const path = 'password' in request ? '/auth/google/link-with-password' : '/auth/google/link-with-code';
  const answer = await apiRequest<LoginResponseData>('POST', path, request);
  storeAccessToken(answer.data.accessToken, answer.data.token);
  return answer;
}
