import type { RegisterRequest } from '@naijabid/shared/schemas/auth';
import { verifyPhone } from './phone';
import { extractCode, uniqueEmail, type TestApp } from './test-app';

export const TEST_PASSWORD = 'correct horse battery';

export function registration(overrides: Partial<RegisterRequest> = {}): RegisterRequest {
  return {
    accountType: 'buyer',
    email: uniqueEmail(),
    firstName: 'Chiamaka',
    lastName: 'Okafor',
    password: TEST_PASSWORD,
    ...overrides,
  };
}

export async function latestCode(app: TestApp, email: string): Promise<string> {
  const [mail] = await app.mailTo(email);
  if (!mail) throw new Error(`No mail for ${email}`);
  return extractCode(mail.subject);
}

/**
 * Registers, verifies with the mailed code and logs in; answers the bearer token. A seller
 * also verifies a phone number (listing needs one) unless `verifiedPhone` says otherwise.
 */
export async function signUpAndLogIn(
  app: TestApp,
  overrides: Partial<RegisterRequest> = {},
  { verifiedPhone = overrides.accountType === 'seller' } = {},
) {
  const account = registration(overrides);
  const registered = await app.request('POST', '/api/v1/auth/register', { body: account });
  if (registered.status !== 201) throw new Error(`register: ${registered.status}`);
  const verificationCode = await latestCode(app, account.email);
  const verified = await app.request('POST', '/api/v1/auth/verify-account', {
    body: { email: account.email, verificationCode },
  });
  if (verified.status !== 200) throw new Error(`verify: ${verified.status}`);
  const login = await app.request('POST', '/api/v1/auth/login', {
    body: { email: account.email, password: account.password },
  });
  if (login.status !== 200) throw new Error(`login: ${login.status}`);
  const token = login.body.data.accessToken as string;
  const phone = verifiedPhone ? await verifyPhone(app, token) : undefined;
  return { ...account, token, phone };
}
