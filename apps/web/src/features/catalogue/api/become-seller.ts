import type { PublicUser } from '@naijabid/shared/schemas/auth';
import { apiRequest } from '../../../lib/api-client';

/** Turns a buyer account into a seller account (PRODUCT.md 5). */
export function becomeSeller() {
  return apiRequest<{ user: PublicUser }>('POST', '/me/become-seller');
}
