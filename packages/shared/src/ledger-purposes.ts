/**
 * What each ledger transfer is for (`ledger_transfers.purpose`), every kind the workflows and
 * database functions write. The words people read for each are `ledgerPurposeLabels` in
 * messages/ledger.ts, one mapping for every screen that lists movements.
 */
export const LEDGER_PURPOSES = [
  'deposit',
  'bid_security',
  'buy_now',
  'security_refund',
  'order_payment',
  'order_refund',
  'order_payout',
  'order_commission',
  'dispute_refund',
  'return_refund',
  'return_delivery_fee',
  'seller_debt_repaid',
  'forfeit_seller_share',
  'forfeit_platform_share',
  'withdrawal',
  'withdrawal_reversed',
] as const;
export type LedgerPurpose = (typeof LEDGER_PURPOSES)[number];
