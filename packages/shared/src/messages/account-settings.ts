/**
 * The account settings (docs/product.md#account-settings): a verified phone number, a new
 * password, the user's data and closing the account. What the API says and what the
 * Settings page shows, word for word the same. A module of its own, so only the pages that
 * use it load it.
 */

export const phoneMessages = {
  phoneRequired: 'Please enter your phone number.',
  phoneInvalid: 'Enter a Nigerian mobile number, like 0803 123 4567 or +234 803 123 4567.',
  codeSent: (number: string) => `We sent a 6-digit code by SMS to ${number}. It works for 10 minutes.`,
  alreadyYours: 'This number is already verified on your account.',
  phoneTaken: 'This phone number is verified on another NaijaBid account. Please use another number.',
  verified: 'Your phone number is verified.',
  smsFailed: "We couldn't send the SMS just now. Please try again in a minute.",
  resendTooSoon: (seconds: number) =>
    `Please wait ${seconds} ${seconds === 1 ? 'second' : 'seconds'} before requesting another code.`,
  /** Past the SMS codes allowed per client address or across the site in an hour. */
  tooManyCodes: (minutes: number) =>
    `Too many SMS codes have been requested just now. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
  /** The refusal of listing an item or withdrawing without one. */
  requiredToList: 'Please verify your phone number in Settings before listing an item.',
  requiredToWithdraw: 'Please verify your phone number in Settings before withdrawing.',
  /** An SMS must say who it is from and what the code is for; the code first, for phones that show a preview. */
  smsText: (code: string) =>
    `${code} is your NaijaBid phone verification code. It expires in 10 minutes. Never share it.`,
} as const;

export const passwordChangeMessages = {
  currentPasswordRequired: 'Please enter your current password.',
  currentPasswordIncorrect: 'Your current password is not correct.',
  samePassword: 'Please choose a password different from your current one.',
  changed: 'Your password has been changed. You have been logged out on your other devices.',
} as const;

export const closeAccountMessages = {
  passwordIncorrect: 'Your password is not correct.',
  closed: 'Your account is closed. Thank you for using NaijaBid.',
  moneyInWallet: (balance: string) => `Your wallet holds ${balance}. Please withdraw it before closing your account.`,
  heldForBids: (amount: string) =>
    `${amount} is held as security for your bids. It is released when you are outbid or the auction ends without your win.`,
  heldForWins: (amount: string) => `${amount} is held towards items you won. Please pay for them first.`,
  heldOther: (amount: string) => `${amount} is held for a payment in progress. Please wait until it is released.`,
  depositsPending: (count: number) =>
    count === 1
      ? 'You have a deposit waiting for payment. Cancel it on your Wallet page, or wait until it is settled.'
      : `You have ${count} deposits waiting for payment. Cancel them on your Wallet page, or wait until they are settled.`,
  withdrawalsInProgress: (amount: string) =>
    `${amount} is on its way to your bank. Please wait until the withdrawal is settled.`,
  ordersOpen: 'You have orders that are not finished, as a buyer or a seller. Please finish them first.',
  listingsLive: 'You have listings that are live or scheduled. Please cancel them or wait until they end.',
  offersOpen: 'You have a second-chance offer waiting for an answer. Please answer it or wait until it expires.',
} as const;

/** The Settings page's words. */
export const settingsPageLabels = {
  title: 'Settings',
  intro: 'Your password, phone number, email preferences and your data.',
  passwordHeading: 'Change password',
  currentPassword: 'Current password',
  newPassword: 'New password',
  confirmNewPassword: 'Confirm new password',
  changePassword: 'Change password',
  phoneHeading: 'Phone number',
  phoneWhy: 'A verified Nigerian mobile number is needed to list items and to withdraw money.',
  phoneLabel: 'Mobile number',
  phoneVerified: (number: string) => `${number} is verified.`,
  phoneNone: 'No phone number verified yet.',
  sendCode: 'Send code',
  changeNumber: 'Use another number',
  codeLabel: '6-digit code from the SMS',
  verifyCode: 'Verify',
  resendIn: (seconds: number) => `Send again in ${seconds} s`,
  emailHeading: 'Email preferences',
  emailLink: 'Choose which emails we send you',
  dataHeading: 'Your data',
  dataWhy: 'Download everything we hold about you as one JSON file: profile, bids, orders, wallet history and more.',
  downloadData: 'Download my data',
  downloadFailed: "We couldn't prepare your data. Please try again.",
  closeHeading: 'Close account',
  closeWhy:
    'Closing removes your name, email, phone number, password and bank accounts. Records of money and bids stay under a pseudonym, as the law requires. This cannot be undone.',
  closeButton: 'Close my account',
  closeConfirmTitle: 'Close your account?',
  closeConfirmText: 'Enter your password to close your account for good.',
  closePassword: 'Password',
  closeConfirm: 'Close account',
  cancel: 'Cancel',
  verifyPhonePrompt: 'Verify your phone number in Settings',
} as const;
