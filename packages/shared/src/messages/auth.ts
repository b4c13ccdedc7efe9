/**
 * The labels of the account screens: sign-up wizard, login and verification
 * (docs/product.md#sign-up-wizard, docs/product.md#login-and-verification). Their toasts are
 * toastMessages in messages.ts.
 */
import { logIn, privacy, terms } from './top-bar';

/** Fields and links more than one account screen shows. */
export const authFieldLabels = {
  email: 'Email address',
  password: 'Password',
  or: 'or',
  logIn,
  terms,
  privacy,
  /** Read after a link that opens in a new tab. */
  opensNewTab: ' (open in a new tab)',
} as const;

export const registerLabels = {
  title: 'Create your account',
  stepTitles: ['How will you use NaijaBid?', "What's your email?", 'Tell us about yourself'],
  progress: (step: number, total: number) => `Step ${step} of ${total}`,
  progressStep: (step: number) => `Step ${step}`,
  progressDone: ', done',
  progressCurrent: ', current',
  accountType: 'Account type',
  accountChoices: {
    buyer: { title: 'Buyer', body: 'Browse and bid on items.' },
    seller: { title: 'Seller', body: 'List and sell items.' },
  },
  firstName: 'First name',
  lastName: 'Last name',
  confirmPassword: 'Confirm password',
  agreeTo: 'I agree to the',
  and: 'and',
  privacyPolicy: 'Privacy Policy',
  back: 'Back',
  next: 'Next',
  creating: 'Creating account…',
  create: 'Create account',
  google: 'Sign up with Google',
  haveAccount: 'Already have an account?',
} as const;

export const loginLabels = {
  title: 'Welcome back',
  /** Straight after verifying a new account: a first visit is not a return. */
  newAccountTitle: 'Your account is ready',
  newAccountSubtitle: 'Log in for the first time to start bidding.',
  subtitle: 'Log in to bid, track your auctions and manage your wallet.',
  submitting: 'Logging in…',
  submit: 'Login',
  google: 'Continue with Google',
  forgotPassword: 'Forgot password?',
  unlockCode: 'Code from your email',
  newHere: 'New to NaijaBid?',
  signUp: 'Sign up',
} as const;

export const verifyLabels = {
  title: 'Verify your account',
  codeSentTo: (length: number) => `We sent a ${length}-digit code to `,
  code: 'Verification code',
  codeHint: (length: number) => `Enter the ${length}-digit code from your email.`,
  verifying: 'Verifying…',
  verify: 'Verify Account',
  sending: 'Sending…',
  resend: 'Resend Code',
  resendIn: (seconds: number) => `Resend Code (${seconds}s)`,
  cooldownStarted: (seconds: number) => `You can request another code in ${seconds} seconds.`,
  backToSignUp: 'Back to Sign Up',
  contactSupport: 'Contact Support',
} as const;

export const forgotPasswordLabels = {
  title: 'Forgot your password?',
  subtitle: 'Enter the email you signed up with and we will send you a code to choose a new password.',
  sending: 'Sending…',
  send: 'Send reset code',
  haveCode: 'I already have a code',
  backToLogin: 'Back to login',
} as const;

export const resetPasswordLabels = {
  title: 'Choose a new password',
  subtitle: (length: number, minutes: number) =>
    `Enter the ${length}-digit code we emailed you (it works for ${minutes} minutes) and a new password for `,
  code: 'Reset code',
  newPassword: 'New password',
  confirmPassword: 'Confirm new password',
  saving: 'Saving…',
  save: 'Change password',
  newCode: 'Send me a new code',
  backToLogin: 'Back to login',
} as const;
