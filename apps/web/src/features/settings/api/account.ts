import type { ChangePasswordRequest, CloseAccountRequest } from '@naijabid/shared/schemas/account-settings';
import { apiRequest } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

export function changePassword(request: ChangePasswordRequest) {
  return apiRequest<Record<string, never>>('POST', '/me/password', request);
}

export function closeAccount(request: CloseAccountRequest) {
  return apiRequest<Record<string, never>>('POST', '/me/close', request);
}

/**
 * The user's data as the API gives it (GET /me/export, not wrapped in `data`), saved as a
 * file through a link the browser downloads.
 */
export async function downloadMyData(): Promise<void> {
  const whole = (await apiRequest<unknown>('GET', '/me/export')) as unknown as { exportedAt?: string };
  const day = (whole.exportedAt ?? new Date().toISOString()).slice(0, 10);
  saveFile(new Blob([JSON.stringify(whole, null, 2)], { type: 'application/json' }), `naijabid-my-data-${day}.json`);
}
