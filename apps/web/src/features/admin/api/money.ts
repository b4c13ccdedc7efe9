import { adminWithdrawalSchema, type AdminWithdrawal } from '@naijabid/shared/schemas/admin-money';
import { itemsDataSchema } from '@naijabid/shared/schemas/envelope';
import { reconciliationReportSchema, type ReconciliationReport } from '@naijabid/shared/schemas/reconciliation';
import type { Withdrawal, WithdrawalStatus } from '@naijabid/shared/schemas/withdrawals';
import { apiBaseUrl } from '../../../lib/api-base-url';
import { apiRequest } from '../../../lib/api-client';
import { invalidate, useQuery } from '../../../lib/query';
import { readAccessToken } from '../../../lib/token-storage';

export const reconciliationPath = '/admin/reconciliation';

/** The books check, recomputed by the server on every read. */
export function useReconciliation() {
  return useQuery<ReconciliationReport>(reconciliationPath, { schema: reconciliationReportSchema });
}

const withdrawalsPath = (status?: WithdrawalStatus) => `/admin/withdrawals${status ? `?status=${status}` : ''}`;

export function useAdminWithdrawals(status?: WithdrawalStatus) {
  const query = useQuery<{ items: AdminWithdrawal[] }>(withdrawalsPath(status), {
    schema: itemsDataSchema(adminWithdrawalSchema),
  });
  return { ...query, data: query.data?.items };
}

/** Sends a failed or reversed withdrawal again; answers the server's sentence. */
export async function retryWithdrawal(id: string, reason: string): Promise<string | undefined> {
  const answer = await apiRequest<Withdrawal>('POST', `/admin/withdrawals/${id}/retry`, { reason });
  invalidate(withdrawalsPath(), reconciliationPath);
  return answer.message;
}

/**
 * The ledger CSV as a file to save. Read with the session's token (a plain link would carry
 * none); answers the file, or the server's sentence when it refuses.
 */
export async function downloadLedger(
  from: string,
  to: string,
): Promise<{ file: Blob; name: string } | { error: string }> {
  const token = readAccessToken();
  const answer = await fetch(`${apiBaseUrl}/admin/ledger.csv?from=${from}&to=${to}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!answer.ok) {
    const failure = (await answer.json().catch(() => ({}))) as { message?: string; errors?: Record<string, string> };
    return { error: Object.values(failure.errors ?? {})[0] ?? failure.message ?? answer.statusText };
  }
  return { file: await answer.blob(), name: `naijabid-ledger-${from}-to-${to}.csv` };
}
