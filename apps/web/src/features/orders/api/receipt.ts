import { saleDocumentDataSchema, type SaleDocument } from '@naijabid/shared/schemas/receipts';
import { orderPath } from '../../../lib/api/list-my-orders';
import { apiBaseUrl } from '../../../lib/api-base-url';
import { readAccessToken } from '../../../lib/token-storage';
import { useQuery, type QueryResult } from '../../../lib/query';

/** The caller's receipt (as buyer) or statement (as seller) of a completed order. */
export function useReceipt(orderId: string | undefined): QueryResult<SaleDocument> {
  const query = useQuery<{ document: SaleDocument }>(orderId ? `${orderPath(orderId)}/receipt` : null, {
    schema: saleDocumentDataSchema,
  });
  return { ...query, data: query.data?.document };
}

/**
 * The document's PDF as a file to save. Read with the session's token (a plain link would
 * carry none); answers the file, or the server's sentence when it refuses.
 */
export async function downloadReceiptPdf(orderId: string): Promise<{ file: Blob } | { error: string }> {
  const token = readAccessToken();
  const answer = await fetch(`${apiBaseUrl}${orderPath(orderId)}/receipt.pdf`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!answer.ok) {
    const failure = (await answer.json().catch(() => ({}))) as { message?: string };
    return { error: failure.message ?? answer.statusText };
  }
  return { file: await answer.blob() };
}
