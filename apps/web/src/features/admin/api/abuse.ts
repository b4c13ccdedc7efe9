import { abuseSignalsSchema, type AbuseSignals } from '@naijabid/shared/schemas/admin-abuse';
import { useQuery } from '../../../lib/query';

/** Suspected shill bidding and forfeits, most suspicious first. */
export function useAbuseSignals() {
  return useQuery<AbuseSignals>('/admin/abuse', { schema: abuseSignalsSchema });
}
