import type { PublicUser } from '@naijabid/shared/schemas/auth';
import { useQuery } from '../query';

export const CURRENT_USER_PATH = '/me';
export type CurrentUserAnswer = { user: PublicUser };

/** The account behind the stored token; nothing is read while `enabled` is false. */
export function useCurrentUser(enabled: boolean) {
  return useQuery<CurrentUserAnswer>(enabled ? CURRENT_USER_PATH : null);
}
