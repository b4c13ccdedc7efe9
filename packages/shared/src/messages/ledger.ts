import type { LedgerPurpose } from '../ledger-purposes';

/**
 * Words for every kind of ledger movement, read by the wallet history, the operator's order
 * money list and a user's ledger in the console. Worded for whoever reads the line, buyer,
 * seller or operator, so one mapping serves every screen.
 */
export const ledgerPurposeLabels: Record<LedgerPurpose, string> = {
  deposit: 'Deposit',
  bid_security: 'Bid security',
  buy_now: 'Buy Now price',
  security_refund: 'Bid security returned',
  order_payment: 'Order payment',
  order_refund: 'Order refund',
  order_payout: 'Sale paid out',
  order_commission: 'NaijaBid commission on a sale',
  dispute_refund: 'Dispute refund',
  return_refund: 'Refund of a returned item',
  return_delivery_fee: 'Return delivery fee',
  seller_debt_repaid: 'Amount owed to NaijaBid, repaid',
  forfeit_seller_share: "Seller's share of a forfeited winner's security",
  forfeit_platform_share: "NaijaBid's share of a forfeited winner's security",
  withdrawal: 'Withdrawal to a bank account',
  withdrawal_reversed: 'Withdrawal returned by the bank',
};

/**
 * The words for a movement's purpose. A purpose this build has no words for (a newer
 * server's) is still readable from its own name: "platform_fee" as "Platform fee".
 */
export function ledgerPurposeLabel(purpose: string): string {
  if (Object.hasOwn(ledgerPurposeLabels, purpose)) return ledgerPurposeLabels[purpose as LedgerPurpose];
  const words = purpose.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
