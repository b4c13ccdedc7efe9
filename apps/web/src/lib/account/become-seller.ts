import type { PublicUser } from '@naijabid/shared/schemas/auth';
import { apiRequest } from '../api-client';

/** A buyer turns on selling (docs/product.md#accounts); the answer carries the updated account. */
export function becomeSeller() {
  return apiRequest<{ user: PublicUser }>('POST', '/me/become-seller');
}
