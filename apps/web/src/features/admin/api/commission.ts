import { commissionReportSchema, type CommissionReport } from '@naijabid/shared/schemas/receipts';
import { apiBaseUrl } from '../../../lib/api-base-url';
import { useQuery } from '../../../lib/query';
import { readAccessToken } from '../../../lib/token-storage';

const commissionPath = (month: string) => `/admin/commission?month=${month}`;

/** The month's statements with our commission and the VAT within it. */
export function useCommissionReport(month: string) {
  return useQuery<CommissionReport>(commissionPath(month), { schema: commissionReportSchema });
}

/** The month's CSV for the accountant, read with the session's token (a plain link would carry none). */
export async function downloadCommissionCsv(month: string): Promise<{ file: Blob; name: string } | { error: string }> {
  const token = readAccessToken();
  const answer = await fetch(`${apiBaseUrl}${commissionPath(month)}&format=csv`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!answer.ok) {
    const failure = (await answer.json().catch(() => ({}))) as { message?: string; errors?: Record<string, string> };
    return { error: Object.values(failure.errors ?? {})[0] ?? failure.message ?? answer.statusText };
  }
  return { file: await answer.blob(), name: `naijabid-commission-${month}.csv` };
}
