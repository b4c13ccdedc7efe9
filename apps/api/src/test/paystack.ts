import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { rows } from './orders';
import type { TestApp } from './test-app';

/** Presses Pay (or Fail) on the fake Paystack's checkout page, as a person would; answers where it sends them. */
export async function payAtCheckout(checkoutUrl: string, outcome: 'success' | 'failure' = 'success'): Promise<URL> {
  const answer = await fetch(checkoutUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `outcome=${outcome}`,
    redirect: 'manual',
  });
  expect(answer.status).toBe(303);
  return new URL(answer.headers.get('location')!);
}

/** Starts a deposit and pays it on the mounted fake Paystack's page, then waits for its webhook. */
export async function depositByCard(app: TestApp, token: string, amountKobo: number): Promise<string> {
  const started = await app.request('POST', '/api/v1/wallet/deposits', { token, body: { amount: amountKobo } });
  expect(started.status).toBe(201);
  await payAtCheckout(started.body.data.checkoutUrl);
  await app.fakePaystack!.webhooksSettled();
  return started.body.data.reference;
}

/** Sum of every ledger balance, posted and pending: a balanced ledger answers zero for both. */
export async function ledgerSums(app: TestApp): Promise<{ posted: string; pending: string }> {
  const [sums] = await rows<{ posted: string; pending: string }>(
    app.database.db,
    sql`select coalesce(sum(credits_posted - debits_posted), 0)::text as posted,
          coalesce(sum(credits_pending - debits_pending), 0)::text as pending from ledger_accounts`,
  );
  return sums!;
}
