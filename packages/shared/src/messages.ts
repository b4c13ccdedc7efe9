/**
 * Every sentence a person can read, defined once. The browser and the API import these so
 * a validation message is word for word the same on both sides (spec sections 5 and 8).
 */

export const validationMessages = {
  accountTypeRequired: 'Please select an account type.',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address.',
  firstNameRequired: 'First name is required',
  firstNameTooShort: 'First name must be at least 2 characters.',
  lastNameRequired: 'Last name is required',
  lastNameTooShort: 'Last name must be at least 2 characters.',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 8 characters.',
  passwordTooLong: 'Password must be at most 128 characters.',
  confirmPasswordRequired: 'Please confirm your password',
  passwordsDoNotMatch: "Passwords don't match",
  agreeToTermsRequired: 'You must agree to the terms and privacy policy.',
  loginEmailInvalid: 'Please enter a valid email',
  verificationCodeLength: 'Verification code must be 6 digits',
  nameTooLong: 'Name must be at most 60 characters.',
  emailTooLong: 'Email must be at most 254 characters.',
  contactNameRequired: 'Please tell us your name.',
  contactMessageTooShort: 'Please write at least 10 characters.',
  contactMessageTooLong: 'Please keep your message under 2,000 characters.',
} as const;

/** The generic client-side error choice of spec 8, in the order the spec gives it. */
export const clientErrorMessages = {
  network: 'Unable to connect to the server. Please check your internet connection.',
  timeout: 'The request timed out. Please try again.',
  status400: 'Invalid request. Please check your input.',
  status401: 'Unauthorized. Please log in again.',
  status403: "Access forbidden. You don't have permission to access this resource.",
  status404: 'Resource not found.',
  status408: 'Request timeout. Please try again.',
  status429: 'Too many requests. Please try again later.',
  status500: 'Internal server error. Please try again later.',
  status502: 'Bad gateway. Please try again later.',
  status503: 'Service unavailable. Please try again later.',
  status504: 'Gateway timeout. Please try again later.',
  otherServerError: 'Server error. Please try again later.',
  otherClientError: 'Request failed. Please try again.',
  noResponse: 'The request was made but no response was received.',
  processingFailed: 'An error occurred while processing your request.',
  unexpected: 'An unexpected error occurred',
} as const;

/** Toast titles and descriptions of the screens (spec 8). */
export const toastMessages = {
  registerFailedTitle: 'Registration failed',
  registerFailedFallback: 'Please check your information and try again.',
  registerSuccess: 'Registration successful! Please check your email to verify your account.',
  loginFailedTitle: 'Login failed',
  loginFailedFallback: 'Login failed. Please try again.',
  accountNotVerifiedTitle: 'Account not verified',
  accountNotVerifiedDescription: 'Please verify your account to continue',
  loginSuccess: 'Login successful! Welcome back to your account.',
  verifyFailedFallback: 'Verification failed. Please try again.',
  verifySuccess: 'Account verified successfully!',
  resendFailedFallback: 'Failed to resend code. Please try again.',
  resendSuccess: 'Verification code sent successfully!',
} as const;

/** What the API says in `message` (and `detail`) for each outcome it reports. */
export const serverMessages = {
  registered: toastMessages.registerSuccess,
  emailTaken: 'An account with this email already exists. Please log in instead.',
  verified: toastMessages.verifySuccess,
  alreadyVerified: 'Your account is already verified. Please log in.',
  codeIncorrect: (attemptsLeft: number) =>
    `That verification code is incorrect. You have ${attemptsLeft} ${attemptsLeft === 1 ? 'try' : 'tries'} left.`,
  codeInvalid: 'That verification code is not valid. Please check it or request a new code.',
  codeExpired: 'This verification code has expired. Please request a new code.',
  codeExhausted: 'Too many incorrect attempts. This code no longer works; please request a new code.',
  codeSent: toastMessages.resendSuccess,
  resendTooSoon: (seconds: number) =>
    `Please wait ${seconds} ${seconds === 1 ? 'second' : 'seconds'} before requesting another code.`,
  loggedIn: toastMessages.loginSuccess,
  badCredentials: 'Incorrect email or password.',
  notVerified: 'Please verify your account to continue. Enter the 6-digit code we emailed you, or request a new one.',
  mailUnavailable: "We couldn't send the email just now. Please try again in a minute.",
  tooManyLoginAttempts: (seconds: number) =>
    `Too many login attempts. Please try again in ${Math.ceil(seconds / 60)} ${Math.ceil(seconds / 60) === 1 ? 'minute' : 'minutes'}.`,
  loggedOut: 'You have been logged out.',
  sessionInvalid: 'Your session has ended. Please log in again.',
  notFound: 'Resource not found.',
  tooManyRequests: 'Too many requests. Please try again later.',
  internal: 'Something went wrong on our side. Please try again later.',
  databaseUnavailable: 'The service is temporarily unavailable. Please try again later.',
  invalidJson: 'The request body is not valid JSON.',
  unsupportedMediaType: 'Please send the request body as JSON.',
  bodyTooLarge: 'The request body is too large.',
  subscribed: 'Thanks! Please check your email to confirm your subscription.',
  contactReceived: 'Thanks for reaching out. Our support team will reply by email within one business day.',
} as const;

export const mailMessages = {
  verificationSubject: (code: string) => `${code} is your NaijaBid verification code`,
} as const;
