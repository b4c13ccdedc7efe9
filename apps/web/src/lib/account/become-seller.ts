import type { PublicUser } from '@naijabid/shared/schemas/auth';
import { apiRequest } from '../api-client';
import { setQueryData } from '../query';
import { CURRENT_USER_PATH, type CurrentUserAnswer } from './get-current-user';

/** A buyer turns on selling (docs/product.md#accounts); the answer carries the updated account, shown at once. */
export async function becomeSeller() {
  const answer = await apiRequest<{ user: PublicUser }>('POST', '/me/become-seller');
  setQueryData<CurrentUserAnswer>(CURRENT_USER_PATH, () => ({ user: answer.data.user }));
  return answer;
}
