import { DEPOSIT_LIMITS_KOBO } from '@naijabid/shared/constants';
import type { DepositLimits } from '@naijabid/shared/schemas/wallet';
import { useQuery } from '../query';

/**
 * The smallest and largest deposit this server takes, in kobo (server settings). Until they
 * arrive, the defaults those settings start from, so the form works at once; a server set
 * otherwise still has the last word on submit.
 */
export function useDepositLimits(): DepositLimits {
  return useQuery<DepositLimits>('/wallet/deposit-limits').data ?? DEPOSIT_LIMITS_KOBO;
}
