/**
 * The wallet page's headings and controls (`/wallet`, docs/product.md#money). What it says
 * about balances, deposits and the history is walletMessages in messages.ts.
 */
import { remoteStatusLabels } from './dashboard';
import { ledgerPurposeLabels } from './ledger';
import { wallet } from './top-bar';

export const walletPageLabels = {
  title: wallet,
  balance: 'Balance',
  addMoney: 'Add money',
  amount: 'Amount in naira',
  amountPlaceholder: '5,000',
  quickAmounts: 'Quick amounts',
  deposit: ledgerPurposeLabels.deposit,
  history: 'History',
  tryAgain: remoteStatusLabels.tryAgain,
  /** Read instead of Try again, naming what failed to load. */
  tryAgainToLoad: (what: string) => `Try again to load ${what}`,
  yourBalance: 'your balance',
  yourTransactions: 'your transactions',
  yourDeposits: 'your deposits',
  payByCard: 'Card',
  payByBankTransfer: 'Bank transfer',
  waysToDeposit: 'How to add money',
  bankName: 'Bank',
  accountNumber: 'Account number',
  accountName: 'Account name',
  copy: (what: string) => `Copy ${what.toLowerCase()}`,
  deposits: 'Deposits',
  cancelDeposit: 'Cancel',
  /** The Cancel button's name for a screen reader, which reads it away from its row. */
  cancelDepositOf: (amount: string) => `Cancel the deposit of ${amount}`,
  cancellingDeposit: 'Cancelling…',
} as const;
