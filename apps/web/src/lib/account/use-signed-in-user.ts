import { useCallback, useState } from 'react';
import { toast } from 'sonner';
import { serverMessages } from '@naijabid/shared/messages';
import type { PublicUser } from '@naijabid/shared/schemas/auth';
import { apiErrorText } from '../api-error-text';
import { readAccessToken } from '../token-storage';
import { becomeSeller as requestSelling } from './become-seller';
import { useCurrentUser } from './get-current-user';

export type SignedInUserState =
  | { kind: 'signed-out' }
  | { kind: 'loading' }
  | { kind: 'ready'; user: PublicUser }
  | { kind: 'failed'; message: string };

export interface SignedInUser {
  state: SignedInUserState;
  /** True while a switch to selling is under way. */
  switching: boolean;
  /** Turns a buyer into a seller (docs/product.md#accounts) and tells them how it went. */
  becomeSeller: () => Promise<void>;
  reload: () => void;
}

/**
 * The account behind the stored token. Without a token it answers `signed-out` at once, with
 * no call; with one, the API decides (a refused token answers 401 and the API client goes
 * to login).
 */
export function useSignedInUser(): SignedInUser {
  const [hasToken] = useState(() => readAccessToken() !== null);
  const { data, error, refetch } = useCurrentUser(hasToken);
  const [switching, setSwitching] = useState(false);

  const becomeSeller = useCallback(async () => {
    setSwitching(true);
    try {
      const answer = await requestSelling();
      toast.success(answer.message ?? serverMessages.becameSeller);
    } catch (error) {
      toast.error(apiErrorText(error));
    } finally {
      setSwitching(false);
    }
  }, []);

  let state: SignedInUserState;
  if (!hasToken) state = { kind: 'signed-out' };
  else if (data) state = { kind: 'ready', user: data.user };
  else if (error) state = { kind: 'failed', message: apiErrorText(error) };
  else state = { kind: 'loading' };
  return { state, switching, becomeSeller, reload: refetch };
}
