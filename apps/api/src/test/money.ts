import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { nubanCheckDigit } from '@naijabid/shared/nuban';
import type { Withdrawal } from '@naijabid/shared/schemas/withdrawals';
import { signUpAndLogIn } from './accounts';
import { ensureVerifiedPhone } from './phone';
import type { Bidder } from './bidding';
import type { TestApp } from './test-app';

/** A verified, logged-in account with no money: tests fund it as users do (depositByCard). */
export async function signedInPerson(app: TestApp, accountType: 'buyer' | 'seller' = 'buyer'): Promise<Bidder> {
  const account = await signUpAndLogIn(app, { accountType });
  const id = (await app.request('GET', '/api/v1/me', { token: account.token })).body.data.user.id as string;
  return { id, token: account.token, firstName: account.firstName, lastName: account.lastName, email: account.email };
}

let serial = 0;

/**
 * Saves a GTBank account whose first two digits pick the fake Paystack's outcome
 * (paystack/fake/transfers.ts: 98 fails, 97 is reversed, 95 waits, others succeed) and
 * withdraws `amount` kobo to it, verifying the user's phone first if need be.
 */
export async function withdrawTo(app: TestApp, user: Bidder, prefix: string, amount: number): Promise<Withdrawal> {
  await ensureVerifiedPhone(app, user.token);
  serial += 1;
  const digits = `${prefix}${String(serial).padStart(7, '0')}`;
  const saved = await app.request('POST', '/api/v1/me/bank-accounts', {
    token: user.token,
    body: { bankCode: '058', accountNumber: `${digits}${nubanCheckDigit('058', digits)}`, confirm: true },
  });
  expect(saved.status).toBe(201);
  const answer = await app.request('POST', '/api/v1/wallet/withdrawals', {
    token: user.token,
    body: { amount, bankAccountId: saved.body.data.id },
    headers: { 'idempotency-key': randomUUID() },
  });
  expect(answer.status).toBe(201);
  return answer.body.data;
}
