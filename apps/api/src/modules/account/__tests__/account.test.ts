import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverMessages, validationMessages } from '@naijabid/shared/messages';
import { closeAccountMessages, passwordChangeMessages } from '@naijabid/shared/messages/account-settings';
import { formatNaira } from '@naijabid/shared/money';
import { nubanCheckDigit } from '@naijabid/shared/nuban';
import { latestCode, registration, signUpAndLogIn, TEST_PASSWORD } from '../../../test/accounts';
import { bid, fundedBidder, MANY_LOGINS, type Bidder } from '../../../test/bidding';
import { createListing } from '../../../test/listings';
import { closeNow, rows } from '../../../test/orders';
import { verifyPhone } from '../../../test/phone';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { systemAccount, transfer, walletAccount } from '../../wallet/repository';

const NEW_PASSWORD = 'a brand new passphrase';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp(MANY_LOGINS);
});
afterAll(() => app.close());

function logIn(email: string, password: string) {
  return app.request('POST', '/api/v1/auth/login', { body: { email, password } });
}

function close(token: string, password = TEST_PASSWORD) {
  return app.request('POST', '/api/v1/me/close', { token, body: { password } });
}

async function ledgerSums() {
  const [sums] = await rows<{ posted: string; pending: string }>(
    app.database.db,
    sql`select coalesce(sum(credits_posted - debits_posted), 0) as posted,
               coalesce(sum(credits_pending - debits_pending), 0) as pending from ledger_accounts`,
  );
  return { posted: Number(sums!.posted), pending: Number(sums!.pending) };
}

/** Moves a wallet's whole balance back out, as a settled withdrawal would. */
async function emptyWallet(userId: string, amountKobo: number) {
  const db = app.database.db;
  const wallet = await walletAccount(db, userId);
  const clearing = await systemAccount(db, 'provider_clearing');
  await db.transaction((tx) =>
    transfer(tx, { debitAccountId: wallet.id, creditAccountId: clearing.id, amountKobo, purpose: 'withdrawal' }),
  );
}

async function saveBankAccount(token: string) {
  const serial = '100000123';
  const saved = await app.request('POST', '/api/v1/me/bank-accounts', {
    token,
    body: { bankCode: '058', accountNumber: `${serial}${nubanCheckDigit('058', serial)}`, confirm: true },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(201);
}

describe('GET /api/v1/me/export', () => {
  it("downloads the user's profile, consents, phone, listings, bids, orders, ledger and money as JSON", async () => {
    const seller = await signUpAndLogIn(app, { accountType: 'seller' });
    const listing = await createListing(app, seller.token);
    const bidder = await fundedBidder(app, 500_000_00);
    await verifyPhone(app, bidder.token);
    expect((await app.request('PUT', `/api/v1/me/watchlist/${listing.id}`, { token: bidder.token })).status).toBe(200);
    expect((await bid(app, bidder, listing.id, 160_000_00)).status).toBe(201);
    await saveBankAccount(bidder.token);

    const answer = await app.request('GET', '/api/v1/me/export', { token: bidder.token });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-disposition')).toMatch(
      /^attachment; filename="naijabid-my-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const data = answer.body;
    expect(data.profile).toMatchObject({ id: bidder.id, email: bidder.email, firstName: bidder.firstName });
    expect(data.consents.termsAcceptedAt).toEqual(expect.any(String));
    expect(data.phone.number).toMatch(/^\+234803\d{7}$/);
    expect(data.bids).toEqual([expect.objectContaining({ listingId: listing.id, maxAmountKobo: 160_000_00 })]);
    // The deposit in, and the bid security held.
    expect(
      data.wallet.ledger.map((entry: { purpose: string; direction: string }) => [entry.purpose, entry.direction]),
    ).toEqual([
      ['deposit', 'in'],
      ['bid_security', 'out'],
    ]);
    expect(data.bankAccounts).toEqual([expect.objectContaining({ bankName: expect.any(String) })]);
    expect(data.watchlist).toEqual([{ auctionId: listing.id, savedAt: expect.any(String) }]);
    expect(data.notifications).toEqual(expect.any(Array));
    expect(data).toMatchObject({
      ratings: [],
      savedSearches: [],
      emailPreferences: { turnedOff: [] },
      whatsappAlerts: { optedInAt: null, alerts: [] },
    });
    expect(data).toMatchObject({ orders: [], listings: [], deposits: [], withdrawals: [], virtualAccount: null });
    expect(JSON.stringify(data)).not.toContain('$argon2');
    // Not even a renewed session token rides in the file.
    expect(data).not.toHaveProperty('access_token');

    const sellerData = (await app.request('GET', '/api/v1/me/export', { token: seller.token })).body;
    expect(sellerData.listings).toEqual([expect.objectContaining({ id: listing.id, title: listing.title })]);
    expect(sellerData.bids).toEqual([]);
  });

  it('needs a session', async () => {
    expect((await app.request('GET', '/api/v1/me/export')).status).toBe(401);
  });

  it('carries no renewed session token into the file, even past half the token life', async () => {
    // Long enough that a loaded machine still answers before the token expires.
    const shortLived = await startTestApp({ jwtTtlSeconds: 6 });
    try {
      const user = await signUpAndLogIn(shortLived);
      await new Promise((resolve) => setTimeout(resolve, 3_200));
      const me = await shortLived.request('GET', '/api/v1/me', { token: user.token });
      expect(me.body).toHaveProperty('access_token');
      const exported = await shortLived.request('GET', '/api/v1/me/export', { token: user.token });
      expect(exported.status).toBe(200);
      expect(exported.body).not.toHaveProperty('access_token');
      expect(exported.body.profile.email).toBe(user.email);
    } finally {
      await shortLived.close();
    }
  });
});

describe('POST /api/v1/me/password', () => {
  it('changes the password with the current one and ends every other session', async () => {
    const user = await signUpAndLogIn(app);
    const other = (await logIn(user.email, TEST_PASSWORD)).body.data.accessToken as string;
    const changed = await app.request('POST', '/api/v1/me/password', {
      token: user.token,
      body: { currentPassword: TEST_PASSWORD, password: NEW_PASSWORD },
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toEqual({ message: passwordChangeMessages.changed, data: {} });
    expect((await app.request('GET', '/api/v1/me', { token: other })).status).toBe(401);
    expect((await app.request('GET', '/api/v1/me', { token: user.token })).status).toBe(200);
    expect((await logIn(user.email, TEST_PASSWORD)).status).toBe(401);
    expect((await logIn(user.email, NEW_PASSWORD)).status).toBe(200);
  });

  it.each([
    [
      { currentPassword: 'not my password', password: NEW_PASSWORD },
      422,
      { currentPassword: passwordChangeMessages.currentPasswordIncorrect },
    ],
    [
      { currentPassword: '', password: NEW_PASSWORD },
      400,
      { currentPassword: passwordChangeMessages.currentPasswordRequired },
    ],
    [{ currentPassword: TEST_PASSWORD, password: 'short' }, 400, { password: validationMessages.passwordTooShort }],
    [
      { currentPassword: TEST_PASSWORD, password: TEST_PASSWORD },
      400,
      { password: passwordChangeMessages.samePassword },
    ],
  ])('refuses %j with the message on its field', async (body, status, errors) => {
    const user = await signUpAndLogIn(app);
    const refused = await app.request('POST', '/api/v1/me/password', { token: user.token, body });
    expect(refused.status).toBe(status);
    expect(refused.body.errors).toEqual(errors);
    expect((await logIn(user.email, TEST_PASSWORD)).status).toBe(200);
  });
});

describe('POST /api/v1/me/close', () => {
  it('refuses a wrong password', async () => {
    const user = await signUpAndLogIn(app);
    const refused = await close(user.token, 'not my password');
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({
      code: 'password_incorrect',
      errors: { password: closeAccountMessages.passwordIncorrect },
    });
  });

  it('refuses while the wallet holds money, saying how much to withdraw', async () => {
    const user = await fundedBidder(app, 12_500_00);
    const refused = await close(user.token);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'account_not_closable',
      message: closeAccountMessages.moneyInWallet(formatNaira(12_500_00)),
    });
  });

  it('names the money in the wallet and a card deposit left at the checkout as two reasons, and lets the deposit be cancelled', async () => {
    const user = await fundedBidder(app, 4_500_00);
    const started = await app.request('POST', '/api/v1/wallet/deposits', {
      token: user.token,
      body: { amount: 5_000_00 },
    });
    expect(started.status).toBe(201);
    const refused = await close(user.token);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'account_not_closable',
      message: [
        closeAccountMessages.moneyInWallet(formatNaira(4_500_00)),
        closeAccountMessages.depositsPending(1),
      ].join(' '),
    });
    const reference = started.body.data.reference as string;
    const cancelled = await app.request('POST', `/api/v1/wallet/deposits/${reference}/cancel`, { token: user.token });
    expect(cancelled.body.data).toMatchObject({ status: 'cancelled' });
    expect((await close(user.token)).body).toMatchObject({
      message: closeAccountMessages.moneyInWallet(formatNaira(4_500_00)),
    });
  });

  it('refuses a bidder whose security is held, a seller with an open order, and a seller with a live listing', async () => {
    const seller = await signUpAndLogIn(app, { accountType: 'seller' });
    const listing = await createListing(app, seller.token);
    const listedOnly = await signUpAndLogIn(app, { accountType: 'seller' });
    await createListing(app, listedOnly.token);
    const bidder: Bidder = await fundedBidder(app, 500_000_00);
    expect((await bid(app, bidder, listing.id, 150_000_00)).status).toBe(201);

    // Each reason on its own, with its amount: the money free to withdraw, then the security held.
    expect((await close(bidder.token)).body).toMatchObject({
      message: [
        closeAccountMessages.moneyInWallet(formatNaira(485_000_00)),
        closeAccountMessages.heldForBids(formatNaira(15_000_00)),
      ].join(' '),
    });
    expect((await close(listedOnly.token)).body).toMatchObject({ message: closeAccountMessages.listingsLive });
    expect((await close(seller.token)).body).toMatchObject({ message: closeAccountMessages.listingsLive });
    await closeNow(app.database.db, listing.id);
    const refused = await close(seller.token);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'account_not_closable', message: closeAccountMessages.ordersOpen });
    // The winner's security now counts towards the order they must pay.
    expect((await close(bidder.token)).body).toMatchObject({
      message: [
        closeAccountMessages.moneyInWallet(formatNaira(485_000_00)),
        closeAccountMessages.heldForWins(formatNaira(15_000_00)),
        closeAccountMessages.ordersOpen,
      ].join(' '),
    });
    // Nothing was changed by a refusal.
    expect((await app.request('GET', '/api/v1/me', { token: seller.token })).status).toBe(200);
  });

  it('removes the personal fields, keeps the ledger and bids under a pseudonym, ends every session, and frees the email', async () => {
    const seller = await signUpAndLogIn(app, { accountType: 'seller' });
    const listing = await createListing(app, seller.token);
    const user = await fundedBidder(app, 300_000_00);
    const phone = await verifyPhone(app, user.token);
    await saveBankAccount(user.token);
    const other = (await logIn(user.email, TEST_PASSWORD)).body.data.accessToken as string;
    expect((await app.request('PUT', `/api/v1/me/watchlist/${listing.id}`, { token: user.token })).status).toBe(200);
    // A bid that is outbid releases its hold, so the account has history but nothing held.
    expect((await bid(app, user, listing.id, 150_000_00)).status).toBe(201);
    const rival = await fundedBidder(app, 500_000_00);
    expect((await bid(app, rival, listing.id, 200_000_00)).status).toBe(201);
    const notices = await app.request('GET', '/api/v1/me/notifications', { token: user.token });
    expect(notices.body.data.items).toEqual(expect.arrayContaining([expect.objectContaining({ kind: 'outbid' })]));
    await emptyWallet(user.id, 300_000_00);
    const transfersBefore = await rows<{ id: string }>(
      app.database.db,
      sql`select t.id from ledger_transfers t join ledger_accounts a on a.id in (t.debit_account_id, t.credit_account_id)
          where a.user_id = ${user.id}`,
    );

    const closed = await close(user.token);
    expect(closed.status).toBe(200);
    expect(closed.body).toEqual({ message: closeAccountMessages.closed, data: {} });

    const [row] = await rows<Record<string, unknown>>(app.database.db, sql`select * from users where id = ${user.id}`);
    expect(row).toMatchObject({
      email: `closed-${user.id}@closed.invalid`,
      first_name: 'Closed',
      last_name: 'Account',
      phone: null,
      phone_verified_at: null,
    });
    expect(row!.closed_at).not.toBeNull();
    expect(JSON.stringify(row)).not.toContain(user.email);
    expect(JSON.stringify(row)).not.toContain(phone);
    const leftovers = await rows<Record<string, string>>(
      app.database.db,
      sql`select (select count(*) from bank_accounts where user_id = ${user.id}) as banks,
                 (select count(*) from verification_codes where user_id = ${user.id}) as codes,
                 (select count(*) from sessions where user_id = ${user.id} and revoked_at is null) as sessions,
                 (select count(*) from watchlist where user_id = ${user.id}) as watched,
                 (select count(*) from notifications where user_id = ${user.id}) as notices`,
    );
    expect(Object.values(leftovers[0]!).map(Number)).toEqual([0, 0, 0, 0, 0]);

    // The money's history and the bids stay, and the ledger still sums to zero.
    const transfersAfter = await rows<{ id: string }>(
      app.database.db,
      sql`select t.id from ledger_transfers t join ledger_accounts a on a.id in (t.debit_account_id, t.credit_account_id)
          where a.user_id = ${user.id}`,
    );
    expect(transfersAfter).toEqual(transfersBefore);
    expect(transfersAfter.length).toBeGreaterThanOrEqual(4);
    const bids = await rows<{ count: string }>(
      app.database.db,
      sql`select count(*) from bids where bidder_id = ${user.id}`,
    );
    expect(Number(bids[0]!.count)).toBe(1);
    expect(await ledgerSums()).toEqual({ posted: 0, pending: 0 });

    for (const token of [user.token, other])
      expect((await app.request('GET', '/api/v1/me', { token })).status).toBe(401);
    expect((await logIn(user.email, TEST_PASSWORD)).body).toMatchObject({ message: serverMessages.badCredentials });
    const again = await app.request('POST', '/api/v1/auth/register', { body: registration({ email: user.email }) });
    expect(again.status).toBe(201);
    // A new account, not the notice a taken address gets: its code verifies it.
    const verificationCode = await latestCode(app, user.email);
    const verified = await app.request('POST', '/api/v1/auth/verify-account', {
      body: { email: user.email, verificationCode },
    });
    expect(verified.body.message).toBe(serverMessages.verified);
    // The number may be verified by another account now.
    const newcomer = await signUpAndLogIn(app);
    expect(await verifyPhone(app, newcomer.token, phone)).toBe(phone);
  });
});
