/**
 * The words of the account mails (apps/api/src/modules/auth/code-mail.ts lays them out): for
 * those that carry a one-time code, what the code is called, what to do with it, and what to
 * do if the reader did not ask for it; and the notice of a sign-up with an address that
 * already has an account. Subjects stay with their features' messages.
 */
export const codeMailMessages = {
  verification: {
    codeName: 'verification code',
    paragraphs: (minutes: number) => [
      `Enter it on the verification page to activate your account. It expires in ${minutes} minutes.`,
    ],
    footnote: 'If you did not sign up, you can ignore this email; no account will be activated.',
  },
  passwordReset: {
    codeName: 'password reset code',
    linkLine: (link: string) => `Enter it on the reset page, or open this link to choose a new password: ${link}`,
    button: 'Choose a new password',
    paragraphs: (minutes: number) => [
      `It expires in ${minutes} minutes. Changing your password logs you out everywhere.`,
    ],
    footnote: 'If you did not ask to reset your password, you can ignore this email; your password stays as it is.',
  },
  googleLink: {
    codeName: 'code to link your Google account',
    paragraphs: (minutes: number) => [
      `Enter it on the page that asked for it. It expires in ${minutes} minutes. Once linked, you can log in with Google.`,
    ],
    footnote:
      'If you did not try to sign in with Google, ignore this email: nothing is linked without this code, and your password stays as it is.',
  },
  loginUnlock: {
    codeName: 'login code',
    paragraphs: (minutes: number, brand: string) => [
      `Someone has tried many wrong passwords on your ${brand} account, so a password alone no longer logs in for now.`,
      `Enter the code with your password on the login page. It expires in ${minutes} minutes.`,
    ],
    footnote:
      'If you did not just try to log in, someone else knows your password: do not share this code, and change your password with "Forgot password?".',
  },
  signUpAttempt: {
    opening: (brand: string) => [
      `Someone, perhaps you, just tried to create a ${brand} account with this email address. It already has an account, so no new account was made and nothing was changed.`,
      'If it was you, log in, or choose a new password if you have forgotten yours.',
    ],
    logInButton: 'Log in',
    logInLine: (link: string) => `Log in: ${link}`,
    resetButton: 'Choose a new password',
    resetLine: (link: string) => `Choose a new password: ${link}`,
    footnote: 'If it was not you, you can ignore this email: your account and password stay as they are.',
  },
};
