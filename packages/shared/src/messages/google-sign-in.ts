/**
 * Google sign-in through OpenID Connect (docs/product.md#google-sign-in): the page the
 * provider's answer lands on, the linking step and what the API says.
 */

/** Why a Google sign-in came back refused; the callback names one in `/google-sign-in?error=`. */
export const googleSignInFailures = {
  state_mismatch:
    'This Google sign-in was not started from this browser, so we stopped it. Please try again from the login page.',
  nonce_mismatch: "Google's answer did not belong to this sign-in, so we stopped it. Please try again.",
  expired: 'This Google sign-in took too long or was started in another browser. Please try again.',
  email_unverified:
    'Your Google account’s email address is not verified. Verify it with Google, or sign up with your email and a password.',
  linked_elsewhere:
    'The NaijaBid account with this email is linked to another Google account. Log in with your password instead.',
  cancelled: 'Google sign-in was cancelled.',
  failed: "We couldn't sign you in with Google. Please try again.",
} as const;
export type GoogleSignInFailure = keyof typeof googleSignInFailures;

export const googleSignInMessages = {
  notConfigured: 'Google sign-in is not available.',
  ticketExpired: 'This Google sign-in has expired or was already used. Please start again.',
  passwordIncorrect: 'Incorrect password.',
  linkRequired: 'An account already uses this email. Prove it is yours to link Google to it.',
  linkCodeSent: 'We have emailed you a 6-digit code.',
  linked: 'Google is now linked to your account. Welcome back!',
} as const;

export const googleSignInLabels = {
  /** Under the Google buttons: a first Google sign-in makes an account, so it accepts the terms. */
  termsNotice: 'Continuing with Google creates an account if you have none, and means you agree to the',
  signingIn: 'Signing you in with Google…',
  failedTitle: 'Google sign-in',
  backToLogin: 'Back to login',
  linkTitle: 'Link Google to your account',
  linkIntro: 'An account already uses ',
  linkExplain: 'To link Google to it, prove the account is yours: enter its password, or get a 6-digit code by email.',
  password: 'Account password',
  linkWithPassword: 'Link with password',
  orCode: 'No password? Get a code by email',
  sendCode: 'Email me a code',
  sending: 'Sending…',
  code: 'Code from the email',
  linkWithCode: 'Link with code',
  linking: 'Linking…',
} as const;

export const googleSignInMail = {
  linkSubject: (code: string) => `${code} is your code to link Google to NaijaBid`,
} as const;
