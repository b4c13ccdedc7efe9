import { useEffect, useState } from 'react';
import type { AuthProviders } from '@naijabid/shared/api';
import { apiRequest } from '../../../lib/api-client';

let providersRequest: Promise<AuthProviders> | undefined;

/** Asked once per page load; a failure means "no Google", never a broken page. */
export function fetchAuthProviders(): Promise<AuthProviders> {
  providersRequest ??= apiRequest<AuthProviders>('GET', '/auth/providers')
    .then((answer) => answer.data)
    .catch(() => ({ google: false }));
  return providersRequest;
}

/** For tests: forget the cached answer. */
export function resetAuthProvidersCache(): void {
  providersRequest = undefined;
}

export function useAuthProviders(): AuthProviders {
  const [providers, setProviders] = useState<AuthProviders>({ google: false });
  useEffect(() => {
    let active = true;
    void fetchAuthProviders().then((answer) => active && setProviders(answer));
    return () => {
      active = false;
    };
  }, []);
  return providers;
}
