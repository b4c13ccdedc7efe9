import type { AuthProviders } from '@naijabid/shared/api';
import { useQuery } from '../../../lib/query';

const NO_PROVIDERS: AuthProviders = { google: false };

/** Asked once per page load; until it answers, or if it fails, there is no Google, never a broken page. */
export function useAuthProviders(): AuthProviders {
  return useQuery<AuthProviders>('/auth/providers', { staleMs: Infinity }).data ?? NO_PROVIDERS;
}
