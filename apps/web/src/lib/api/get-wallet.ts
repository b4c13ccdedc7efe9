import { walletBalanceSchema, type WalletBalance } from '@naijabid/shared/schemas/wallet';
import { useQuery } from '../query';

export const WALLET_PATH = '/wallet';

/** Available and held kobo of the signed-in user's wallet; nothing is read while `enabled` is false. */
export function useWallet(enabled = true) {
  return useQuery<WalletBalance>(enabled ? WALLET_PATH : null, { schema: walletBalanceSchema });
}
