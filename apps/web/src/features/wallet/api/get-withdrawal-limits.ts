import { WITHDRAWAL_LIMITS_KOBO } from '@naijabid/shared/constants';
import type { WithdrawalLimits } from '@naijabid/shared/schemas/withdrawals';
import { useQuery } from '../../../lib/query';

/** This server's limits (settings); the defaults until they arrive, the server deciding on submit. */
export function useWithdrawalLimits(): WithdrawalLimits {
  return useQuery<WithdrawalLimits>('/wallet/withdrawal-limits').data ?? WITHDRAWAL_LIMITS_KOBO;
}
