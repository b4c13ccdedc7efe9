import type { NewsletterRequest } from '@naijabid/shared/schemas/engagement';
import { apiRequest } from '../../lib/api-client';

export function subscribeToNewsletter(request: NewsletterRequest) {
  return apiRequest<unknown>('POST', '/newsletter', request);
}
