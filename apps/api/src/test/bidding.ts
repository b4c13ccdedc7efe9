import { randomUUID } from 'node:crypto';
import { systemAccount, transfer, walletAccount } from '../modules/wallet/repository';
import { signUpAndLogIn } from './accounts';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import { uniqueEmail, type TestApp } from './test-app';

/** Bidding tests sign many users in from one address, past the production login limit. */
export const MANY_LOGINS: Partial<Config> = {
  loginLimits: {
    maxAttemptsPerAddress: 10_000,
    maxFailuresPerAccountAddress: 10,
    maxFailuresPerAccount: 100,
    windowSeconds: 900,
  },
};

/** A verified, logged-in seller; answers their user id. */
export async function sellerId(app: TestApp): Promise<string> {
  const seller = await signUpAndLogIn(app, { accountType: 'seller' });
  return (await app.request('GET', '/api/v1/me', { token: seller.token })).body.data.user.id;
}

/** A user straight in the table, for tests of the ledger and workflows below HTTP. */
export async function insertUser(db: Database, label: string): Promise<string> {
  const [user] = await db
    .insert(users)
    .values({
      email: uniqueEmail(label),
      firstName: 'Ledger',
      lastName: 'Tester',
      accountType: 'buyer',
      passwordHash: 'x',
      termsAcceptedAt: new Date(),
    })
    .returning({ id: users.id });
  return user!.id;
}

export interface Bidder {
  id: string;
  token: string;
  firstName: string;
  lastName: string;
  email: string;
}

/** A verified, logged-in buyer whose wallet holds `fundsKobo`, credited straight in the ledger. */
export async function fundedBidder(app: TestApp, fundsKobo: number): Promise<Bidder> {
  const account = await signUpAndLogIn(app);
  const id = (await app.request('GET', '/api/v1/me', { token: account.token })).body.data.user.id as string;
  if (fundsKobo > 0) {
    const db = app.database.db;
    const clearing = await systemAccount(db, 'provider_clearing');
    const wallet = await walletAccount(db, id);
    await db.transaction((tx) =>
      transfer(tx, {
        debitAccountId: clearing.id,
        creditAccountId: wallet.id,
        amountKobo: fundsKobo,
        purpose: 'deposit',
      }),
    );
  }
  return { id, token: account.token, firstName: account.firstName, lastName: account.lastName, email: account.email };
}

export function bid(
  app: TestApp,
  who: { token: string },
  listingId: string,
  maxAmount: number,
  key: string = randomUUID(),
) {
  return app.request('POST', `/api/v1/auctions/${listingId}/bids`, {
    token: who.token,
    body: { maxAmount },
    headers: { 'idempotency-key': key },
  });
}
