import type { LedgerPurpose } from '@naijabid/shared/ledger-purposes';
import type { Database } from '../../db/client';
import { sellerChargeKey } from '../../modules/orders/repository';
import {
  accountById,
  availableKobo,
  findSellerDebtAccount,
  lockAccounts,
  owedKobo,
  sellerDebtAccount,
  transfer,
  walletAccount,
} from '../../modules/wallet/repository';

/**
 * A charge to the seller paid to the buyer (a return's delivery fee). The buyer is credited
 * in full at once, never waiting on the seller's balance: the seller's debt account pays them,
 * and the seller's wallet repays it at once as far as its available balance goes. What it
 * cannot cover stays owed to NaijaBid, and their next payouts repay it (`repaySellerDebt`),
 * as a marketplace takes a seller's negative balance from their next sales. Each move is
 * keyed to the order, so a retried step moves nothing twice.
 */
export async function chargeSellerToBuyer(
  tx: Database,
  charge: { orderId: string; sellerId: string; buyerId: string; amountKobo: number; purpose: LedgerPurpose },
): Promise<void> {
  if (charge.amountKobo <= 0) return;
  const debt = await sellerDebtAccount(tx, charge.sellerId);
  const sellerWallet = await walletAccount(tx, charge.sellerId);
  const buyerWallet = await walletAccount(tx, charge.buyerId);
  await lockAccounts(tx, [debt.id, sellerWallet.id, buyerWallet.id]);
  await transfer(tx, {
    debitAccountId: debt.id,
    creditAccountId: buyerWallet.id,
    amountKobo: charge.amountKobo,
    purpose: charge.purpose,
    idempotencyKey: sellerChargeKey(charge.orderId, charge.purpose, 'buyer'),
  });
  // Read under the lock: what the wallet holds now, bids' holds and pending withdrawals aside.
  const covered = Math.min(charge.amountKobo, availableKobo(await walletAccount(tx, charge.sellerId)));
  if (covered > 0)
    await transfer(tx, {
      debitAccountId: sellerWallet.id,
      creditAccountId: debt.id,
      amountKobo: covered,
      purpose: charge.purpose,
      idempotencyKey: sellerChargeKey(charge.orderId, charge.purpose, 'seller'),
    });
}

/** After a payout to the seller: what they still owe NaijaBid is taken first, as far as their wallet goes. */
export async function repaySellerDebt(tx: Database, sellerId: string): Promise<void> {
  const debt = await findSellerDebtAccount(tx, sellerId);
  if (!debt || owedKobo(debt) === 0) return;
  const sellerWallet = await walletAccount(tx, sellerId);
  await lockAccounts(tx, [debt.id, sellerWallet.id]);
  const repaid = Math.min(owedKobo(await accountById(tx, debt.id)), availableKobo(await walletAccount(tx, sellerId)));
  if (repaid > 0)
    await transfer(tx, {
      debitAccountId: sellerWallet.id,
      creditAccountId: debt.id,
      amountKobo: repaid,
      purpose: 'seller_debt_repaid',
    });
}
