import { nubanCheckDigit } from '@naijabid/shared/nuban';
import type { TestApp } from './test-app';

/** A NUBAN at GTBank (058) the fake resolves, from its first nine digits. */
export function gtbankAccount(serial: string): string {
  return `${serial}${nubanCheckDigit('058', serial)}`;
}

/** The verify screen's request; a BVN starting 000 makes the fake Paystack answer failed. */
export function verificationRequest(overrides: Record<string, unknown> = {}) {
  return {
    bvn: '22123456789',
    bankCode: '058',
    accountNumber: gtbankAccount('012345678'),
    firstName: 'Chiamaka',
    lastName: 'Okafor',
    consent: true,
    ...overrides,
  };
}

/** Verifies the account through the real path: the call to the fake Paystack and its signed webhook. */
export async function verifySeller(app: TestApp, token: string, overrides: Record<string, unknown> = {}) {
  const sent = await app.request('POST', '/api/v1/me/seller-verification', {
    token,
    body: verificationRequest(overrides),
  });
  if (sent.status !== 202) throw new Error(`verify: ${sent.status} ${JSON.stringify(sent.body)}`);
  await app.fakePaystack!.webhooksSettled();
  const status = await app.request('GET', '/api/v1/me/seller-verification', { token });
  return status.body.data as {
    status: string;
    name: string;
    bankCode: string | null;
    maskedAccountNumber: string | null;
    maskedBvn: string | null;
    reason: string | null;
  };
}
