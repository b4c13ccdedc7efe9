/**
 * Withdrawals to a bank account: the form's words, its field messages, what the API says
 * (in `message` and field errors, word for word the same in the browser), the live notice
 * and the mail. A module of its own, so only the wallet page loads it.
 */

export const bankAccountMessages = {
  bankRequired: 'Please choose your bank.',
  bankUnknown: 'Please choose your bank from the list.',
  accountNumberFormat: 'Enter your 10-digit account number (NUBAN).',
  accountNumberTypo: 'This account number does not match the bank you chose. Please check each digit, or the bank.',
  accountNotFound: 'We could not find an account with this number at this bank. Please check the number and the bank.',
  lookupUnavailable: 'We could not check this account with the bank just now. Please try again in a minute.',
  confirmName: (name: string) => `The bank says this account belongs to ${name}. Is this your account?`,
  /** Shown before confirming when the bank's name is not the user's (packages/shared/src/person-name.ts); it does not stop them. */
  nameDiffers: (accountName: string, yourName: string) =>
    `This name is not the one on your NaijaBid account (${yourName}). You can still use it, but money sent to someone else's account is hard to get back: please make sure ${accountName} is your account or one you trust.`,
  accountSaved: 'Bank account saved. You can now withdraw to it.',
  accountChecked: 'Please confirm the account name.',
  bankAccountNotFound: 'We could not find that bank account. Please add it again.',
  tooManyLookups: (minutes: number) =>
    `You have checked many account numbers in a short time. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
} as const;

export const withdrawalMessages = {
  amountInvalid: 'Please enter the amount to withdraw as a whole amount in kobo.',
  amountRequired: 'Please enter an amount to withdraw.',
  amountFormat: 'Enter an amount in naira, like 5000 or 5,000.50.',
  bankAccountRequired: 'Please choose the bank account to withdraw to.',
  tooSmall: (minimum: string) => `The smallest withdrawal is ${minimum}.`,
  tooLarge: (maximum: string) => `The largest single withdrawal is ${maximum}.`,
  dailyLimitReached: (limit: string, left: string) =>
    `You can withdraw at most ${limit} in 24 hours. You can withdraw up to ${left} now.`,
  insufficientFunds: (available: string) =>
    `You have ${available} available to withdraw. Money held for bids and orders cannot be withdrawn.`,
  keyRequired: 'Please send an Idempotency-Key header with each withdrawal.',
  keyReused: 'This request key was already used for a different withdrawal. Please try again.',
  requested: 'Withdrawal requested. We will tell you as soon as the bank confirms it.',
  limits: (minimum: string, maximum: string) => `From ${minimum} to ${maximum} per withdrawal.`,
  /** The live notice and the mail, by how the transfer ended. */
  succeededNotice: (amount: string, bank: string) => `${amount} has been sent to your ${bank} account.`,
  failedNotice: (amount: string) =>
    `Your withdrawal of ${amount} did not go through. The money is back in your wallet.`,
  reversedNotice: (amount: string) =>
    `Your bank returned your withdrawal of ${amount}. The money is back in your wallet.`,
  mailSubject: {
    succeeded: (amount: string) => `${amount} is on its way to your bank`,
    failed: (amount: string) => `Your withdrawal of ${amount} did not go through`,
    reversed: (amount: string) => `Your withdrawal of ${amount} was returned`,
  },
  mailText: {
    succeeded: (amount: string, account: string) =>
      `We have sent ${amount} from your NaijaBid wallet to ${account}. Banks usually credit it within minutes.`,
    failed: (amount: string, account: string) =>
      `Your withdrawal of ${amount} to ${account} did not go through, so ${amount} is back in your NaijaBid wallet. Please check the account and try again.`,
    reversed: (amount: string, account: string) =>
      `The bank returned your withdrawal of ${amount} to ${account}, so ${amount} is back in your NaijaBid wallet. Please check the account with your bank and try again.`,
  },
} as const;

/** The "Withdraw to bank" section of the wallet page. */
export const withdrawLabels = {
  title: 'Withdraw to bank',
  bank: 'Bank',
  chooseBank: 'Choose your bank',
  loadingBanks: 'Loading banks…',
  banksFailed: 'We could not load the list of banks.',
  theBanks: 'the list of banks',
  accountsFailed: 'We could not load your bank accounts.',
  yourAccounts: 'your bank accounts',
  accountNumber: 'Account number',
  accountNumberHint: 'The 10-digit NUBAN on your bank app or statement.',
  checkAccount: 'Check account',
  checking: 'Checking…',
  confirmAccount: 'Yes, this is my account',
  changeAccount: 'Use another account',
  saving: 'Saving…',
  withdrawTo: 'Withdraw to',
  addAccount: 'Add a bank account',
  backToAccounts: 'Back to my accounts',
  amount: 'Amount to withdraw (₦)',
  amountPlaceholder: '5,000',
  withdraw: 'Withdraw',
  withdrawing: 'Sending…',
  withdrawals: 'Withdrawals',
  noWithdrawals: 'No withdrawals yet.',
  /** Each state in plain words. */
  states: {
    pending: 'On its way',
    otp: 'Waiting for our team to approve',
    succeeded: 'Sent to your bank',
    failed: 'Did not go through – money returned',
    reversed: 'Returned by the bank – money returned',
  },
  accountEnding: (bank: string, lastDigits: string, name: string) => `${bank} ••${lastDigits} · ${name}`,
  /** After the saved account a seller verified with, in the list of accounts. */
  verifiedAccountMark: 'verified account',
  verifiedOnly: (name: string) =>
    `As a verified seller, you withdraw only to an account in your verified name, ${name}.`,
  /** A verified seller whose verified account is not saved yet; the number is masked ("012****785"). */
  verifiedAccountNotSaved: (bank: string, maskedNumber: string) =>
    `Your verified account, ${bank} ${maskedNumber}, is not saved here yet.`,
  addVerifiedAccount: 'Add my verified account',
} as const;
