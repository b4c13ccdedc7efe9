import { useCallback, useEffect, useState } from 'react';
import { toast } from 'sonner';
import { serverMessages } from '@naijabid/shared/messages';
import type { PublicUser } from '@naijabid/shared/schemas/auth';
import { apiErrorText } from '../api-error-text';
import { readAccessToken } from '../token-storage';
import { becomeSeller as requestSelling } from './become-seller';
import { getCurrentUser } from './get-current-user';

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
  const [state, setState] = useState<SignedInUserState>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [switching, setSwitching] = useState(false);

  useEffect(() => {
    if (!hasToken) return;
    const controller = new AbortController();
    getCurrentUser({ signal: controller.signal })
      .then((user) => !controller.signal.aborted && setState({ kind: 'ready', user }))
      .catch((error: unknown) => !controller.signal.aborted && setState({ kind: 'failed', message: apiErrorText(error) }));
    return () => controller.abort();
  }, [hasToken, attempt]);

  const becomeSeller = useCallback(async () => {
    setSwitching(true);
    try {
      const answer = await requestSelling();
      toast.success(answer.message ?? serverMessages.becameSeller);
      setState({ kind: 'ready', user: answer.data.user });
    } catch (error) {
      toast.error(apiErrorText(error));
    } finally {
      setSwitching(false);
    }
  }, []);

  const reload = useCallback(() => {
    setState({ kind: 'loading' });
    setAttempt((value) => value + 1);
  }, []);

  return { state: hasToken ? state : { kind: 'signed-out' }, switching, becomeSeller, reload };
}
