import { randomInt, randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminSellerVerificationLabels,
  sellerVerificationMessages as m,
  verificationRevokedMessages,
} from '@naijabid/shared/messages/seller-verification';
import { maskLikePaystack } from '@naijabid/shared/masked-number';
import { VERIFIED_SELLER_THRESHOLDS_KOBO } from '@naijabid/shared/constants';
import { sellerVerifications } from '../../../db/schema';
import { FAKE_IDENTIFICATION_FAILURE_REASON } from '../../../paystack/fake/customer-identification';
import { SIGNATURE_HEADER, signBody } from '../../../paystack/signature';
import { signUpAndLogIn } from '../../../test/accounts';
import { fundedBidder } from '../../../test/bidding';
import { createListing, listingRequest, uploadPhoto } from '../../../test/listings';
import { signedInOperator } from '../../../test/operators';
import { runJobs } from '../../../test/orders';
import { verifyPhone } from '../../../test/phone';
import { gtbankAccount, verificationRequest, verifySeller } from '../../../test/seller-verification';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { recordPendingAttempt } from '../repository';

/**
 * Verified sellers end to end on `npm start`'s path without a key: our Paystack client calls
 * the fake Paystack mounted on the same server, whose signed customeridentification.*
 * webhooks come back to POST /api/v1/webhooks/paystack over HTTP.
 */
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const threshold = VERIFIED_SELLER_THRESHOLDS_KOBO.listing;

async function userIdOf(token: string): Promise<string> {
  return (await app.request('GET', '/api/v1/me', { token })).body.data.user.id as string;
}

function start(token: string, overrides: Record<string, unknown> = {}) {
  return app.request('POST', '/api/v1/me/seller-verification', { token, body: verificationRequest(overrides) });
}

function status(token: string) {
  return app.request('GET', '/api/v1/me/seller-verification', { token });
}

function postWebhook(body: unknown, secret = app.fakePaystack!.secretKey) {
  const rawBody = JSON.stringify(body);
  return app.request('POST', '/api/v1/webhooks/paystack', {
    rawBody,
    headers: { [SIGNATURE_HEADER]: signBody(secret, rawBody) },
  });
}

async function customerCodeOf(userId: string): Promise<string> {
  const [row] = await app.database.db
    .select({ customerCode: sellerVerifications.customerCode })
    .from(sellerVerifications)
    .where(eq(sellerVerifications.userId, userId));
  return row!.customerCode;
}

describe('verifying a seller', () => {
  it('refuses a BVN that is not 11 digits, and a request without consent, before calling Paystack', async () => {
    const seller = await signUpAndLogIn(app, { accountType: 'seller' });
    for (const bvn of ['2212345678', '221234567890', '2212345678a']) {
      const refused = await start(seller.token, { bvn });
      expect(refused.status).toBe(400);
      expect(refused.body.errors.bvn).toBe(m.bvnFormat);
    }
    const noConsent = await start(seller.token, { consent: false });
    expect(noConsent.status).toBe(400);
    expect(noConsent.body.errors.consent).toBe(m.consentRequired);
    expect((await status(seller.token)).body.data).toMatchObject({ status: 'unverified', requestedAt: null });
  });

  it('is settled by the signed success webhook, keeping the masked BVN and never the BVN itself', async () => {
    const seller = await signUpAndLogIn(app, { accountType: 'seller' });
    const bvn = '22187654321';
    const sent = await start(seller.token, { bvn, middleName: 'Adaeze' });
    expect(sent.status).toBe(202);
    expect(sent.body).toMatchObject({ message: m.sent, data: { status: 'pending', maskedBvn: null } });
    await app.fakePaystack!.webhooksSettled();
    const settled = (await status(seller.token)).body.data;
    expect(settled).toMatchObject({ status: 'verified', name: 'Chiamaka Adaeze Okafor', maskedBvn: '221*****321' });
    expect(settled.decidedAt).not.toBeNull();

    // Not in our row, not in a log line: only its masked form.
    const row = await app.database.db.execute(sql`select * from seller_verifications`);
    expect(JSON.stringify(row)).not.toContain(bvn);
    expect(JSON.stringify(app.logLines)).not.toContain(bvn);

    const again = await start(seller.token);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(m.alreadyVerified);
  });

  it('shows the failure webhook reason, and lets the seller try again', async () => {
    const seller = await signUpAndLogIn(app, { accountType: 'seller' });
    expect((await start(seller.token, { bvn: '00012345678' })).status).toBe(202);
    await app.fakePaystack!.webhooksSettled();
    expect((await status(seller.token)).body.data).toMatchObject({
      status: 'failed',
      reason: FAKE_IDENTIFICATION_FAILURE_REASON,
      maskedBvn: '000*****678',
    });
    expect((await verifySeller(app, seller.token)).status).toBe('verified');
  });

  it('treats a replayed, late or forged webhook idempotently', async () => {
    const seller = await signUpAndLogIn(app, { accountType: 'seller' });
    const userId = await userIdOf(seller.token);
    await verifySeller(app, seller.token);
    const customerCode = await customerCodeOf(userId);
    const identification = { country: 'NG', type: 'bank_account', bvn: '221*****789', account_number: '012****678' };
    const data = { customer_code: customerCode, identification };

    // A replay of the success and a late failure change nothing; a forged one is refused.
    expect((await postWebhook({ event: 'customeridentification.success', data })).status).toBe(200);
    expect(
      (await postWebhook({ event: 'customeridentification.failed', data: { ...data, reason: 'late' } })).status,
    ).toBe(200);
    expect((await postWebhook({ event: 'customeridentification.failed', data }, 'sk_test_forged')).status).toBe(401);
    expect((await status(seller.token)).body.data).toMatchObject({ status: 'verified', reason: null });
    // Signed but not as Paystack documents it: a 400, never retried for ever.
    expect((await postWebhook({ event: 'customeridentification.success', data: {} })).status).toBe(400);
  });

  it('waits for a webhook that is late, refusing a second attempt meanwhile, and ignores an answer to another account', async () => {
    const seller = await signUpAndLogIn(app, { accountType: 'seller' });
    const userId = await userIdOf(seller.token);
    const accountNumber = gtbankAccount('055555555');
    // As if Paystack took the identification and its webhook has not come yet.
    await recordPendingAttempt(app.database.db, {
      userId,
      customerCode: 'CUS_late_webhook',
      firstName: 'Chiamaka',
      middleName: null,
      lastName: 'Okafor',
      bankCode: '058',
      maskedAccountNumber: maskLikePaystack(accountNumber),
    });
    const second = await start(seller.token);
    expect(second.status).toBe(409);
    expect(second.body.message).toBe(m.pending);

    const answer = (account: string) => ({
      event: 'customeridentification.success',
      data: {
        customer_code: 'CUS_late_webhook',
        identification: { bvn: '221*****789', account_number: maskLikePaystack(account) },
      },
    });
    expect((await postWebhook(answer(gtbankAccount('099999999')))).status).toBe(200);
    expect((await status(seller.token)).body.data.status).toBe('pending');
    expect((await postWebhook(answer(accountNumber))).status).toBe(200);
    expect((await status(seller.token)).body.data.status).toBe('verified');
  });
});

describe('what needs a verified seller', () => {
  it('shows the badge on cards, the auction page and the profile, and search filters to verified sellers', async () => {
    const verified = await signUpAndLogIn(app, { accountType: 'seller' });
    const other = await signUpAndLogIn(app, { accountType: 'seller' });
    await verifySeller(app, verified.token);
    const word = `verifiedbadge${randomUUID().slice(0, 6)}`;
    // The shortest auctions, so they are in their last hour: the ending-soon cards show them too.
    const mine = await createListing(app, verified.token, { title: `Tecno Camon ${word}`, durationMinutes: 60 });
    const theirs = await createListing(app, other.token, { title: `Infinix Hot ${word}`, durationMinutes: 60 });
    expect(mine.seller.verified).toBe(true);
    expect(theirs.seller.verified).toBe(false);

    const page = await app.request('GET', `/api/v1/auctions/${mine.id}`);
    expect(page.body.data.auction.seller.verified).toBe(true);
    const badges = (cards: Array<{ id: string; seller: { verified: boolean } }>) =>
      Object.fromEntries(cards.map((card) => [card.id, card.seller.verified]));
    const onlyMine = { [mine.id]: true, [theirs.id]: false };
    // Search, the live grid, the landing's hot auctions (most bids) and deals (a category), the ending-soon grid.
    for (const query of [
      '',
      '&status=live&sort=ending-soon',
      '&status=live&sort=most-bids',
      '&category=Phones%20%26%20Tablets',
      '&status=ending-soon',
    ])
      expect(badges((await app.request('GET', `/api/v1/auctions?q=${word}${query}`)).body.data.items)).toEqual(
        onlyMine,
      );
    // The watchlist's cards.
    const buyer = await signUpAndLogIn(app);
    for (const id of [mine.id, theirs.id])
      expect((await app.request('PUT', `/api/v1/me/watchlist/${id}`, { token: buyer.token })).status).toBe(200);
    const watched = (await app.request('GET', '/api/v1/me/watchlist', { token: buyer.token })).body.data.items;
    expect(badges(watched.map((item: { auction: never }) => item.auction))).toEqual(onlyMine);
    const filtered = (await app.request('GET', `/api/v1/auctions?q=${word}&sellers=verified`)).body.data.items;
    expect(filtered.map((item: any) => item.id)).toEqual([mine.id]);
    expect((await app.request('GET', `/api/v1/auctions?sellers=everyone`)).status).toBe(400);

    const profile = await app.request('GET', `/api/v1/sellers/${mine.seller.id}`);
    expect(profile.body.data.seller.verified).toBe(true);
    expect((await app.request('GET', `/api/v1/sellers/${theirs.seller.id}`)).body.data.seller.verified).toBe(false);
  });

  it('refuses to publish a listing priced above the setting for an unverified seller, saying how to verify', async () => {
    const seller = await signUpAndLogIn(app, { accountType: 'seller' });
    // A photo belongs to one listing: each attempt brings its own.
    const publish = async (overrides: Record<string, unknown>) => {
      const photoIds = [await uploadPhoto(app, seller.token)];
      return app.request('POST', '/api/v1/listings', {
        token: seller.token,
        body: listingRequest({ photoIds, ...overrides }),
      });
    };

    const starting = await publish({ startingPrice: threshold + 100 });
    expect(starting.status).toBe(409);
    expect(starting.body).toMatchObject({
      code: 'seller_not_verified',
      message: m.listingNeedsVerification(threshold),
      errors: { startingPrice: m.listingNeedsVerification(threshold) },
    });
    expect(starting.body.message).toContain('Settings');
    const buyNow = await publish({ startingPrice: 100_000_00, buyNowPrice: threshold + 100 });
    expect(buyNow.status).toBe(409);
    expect(buyNow.body.errors).toEqual({ buyNowPrice: m.listingNeedsVerification(threshold) });
    // At the setting exactly, or as a draft to publish later, it is fine.
    expect((await publish({ startingPrice: threshold })).status).toBe(201);
    expect((await publish({ startingPrice: threshold + 100, publish: false })).status).toBe(201);

    await verifySeller(app, seller.token);
    expect((await publish({ startingPrice: threshold + 100 })).status).toBe(201);
  });

  it('sends a withdrawal over the setting only for a verified seller, to an account in the verified name', async () => {
    const withdrawalThreshold = VERIFIED_SELLER_THRESHOLDS_KOBO.withdrawal;
    const user = await fundedBidder(app, 3 * withdrawalThreshold);
    await verifyPhone(app, user.token);
    const accountNumber = gtbankAccount('012340000');
    const saved = await app.request('POST', '/api/v1/me/bank-accounts', {
      token: user.token,
      body: { bankCode: '058', accountNumber, confirm: true },
    });
    expect(saved.status).toBe(201);
    const bankName: string = saved.body.data.accountName;
    const withdraw = (amount: number) =>
      app.request('POST', '/api/v1/wallet/withdrawals', {
        token: user.token,
        body: { amount, bankAccountId: saved.body.data.id },
        headers: { 'idempotency-key': randomUUID() },
      });

    expect((await withdraw(withdrawalThreshold)).status).toBe(201);
    const unverified = await withdraw(withdrawalThreshold + 100);
    expect(unverified.status).toBe(409);
    expect(unverified.body.message).toBe(m.withdrawalNeedsVerification(withdrawalThreshold));

    // Verified under another name: the account is not theirs.
    const verifiedOther = await verifySeller(app, user.token, { firstName: 'Zebulon', lastName: 'Quartey' });
    expect(verifiedOther.status).toBe('verified');
    const mismatch = await withdraw(withdrawalThreshold + 100);
    expect(mismatch.status).toBe(422);
    expect(mismatch.body.message).toBe(m.payoutNameMismatch(bankName, 'Zebulon Quartey'));

    // Verified as the bank names them, given in another case and order, without the middle name.
    const operator = await signedInOperator(app);
    const revoked = await app.request('POST', `/api/v1/admin/users/${user.id}/seller-verification/revoke`, {
      token: operator.token,
      body: { reason: 'Verified under a name that is not on their payout account' },
    });
    expect(revoked.status).toBe(200);
    const [first, , last] = bankName.toLowerCase().split(' ');
    await verifySeller(app, user.token, { firstName: last, lastName: first });
    expect((await withdraw(withdrawalThreshold + 100)).status).toBe(201);
  });

  it("sends a verified seller's every withdrawal, however small, only to an account the bank names as them", async () => {
    const user = await fundedBidder(app, 3 * VERIFIED_SELLER_THRESHOLDS_KOBO.withdrawal);
    await verifyPhone(app, user.token);
    const serial = () => `01${String(randomInt(10_000_000)).padStart(7, '0')}`;
    const verifiedAccount = gtbankAccount(serial());
    const otherAccount = gtbankAccount(serial());
    const save = async (accountNumber: string) => {
      const saved = await app.request('POST', '/api/v1/me/bank-accounts', {
        token: user.token,
        body: { bankCode: '058', accountNumber, confirm: true },
      });
      expect(saved.status).toBe(201);
      return saved.body.data as { id: string; accountName: string };
    };
    const withdraw = (amount: number, bankAccountId: string) =>
      app.request('POST', '/api/v1/wallet/withdrawals', {
        token: user.token,
        body: { amount, bankAccountId },
        headers: { 'idempotency-key': randomUUID() },
      });
    const elsewhere = await save(otherAccount);
    // Unverified, below the limit: unchanged, whoever the bank names.
    expect((await withdraw(5_000_00, elsewhere.id)).status).toBe(201);

    await verifySeller(app, user.token, { accountNumber: verifiedAccount, firstName: 'Ifeanyi', lastName: 'Obi' });
    const small = await withdraw(5_000_00, elsewhere.id);
    expect(small.status).toBe(422);
    expect(small.body).toMatchObject({
      code: 'payout_name_mismatch',
      message: m.payoutNameMismatch(elsewhere.accountName, 'Ifeanyi Obi'),
    });

    // The fake bank names the account the seller verified with after them, so a large one goes.
    const theirs = await save(verifiedAccount);
    expect(theirs.accountName).toBe('OBI IFEANYI');
    expect((await withdraw(VERIFIED_SELLER_THRESHOLDS_KOBO.withdrawal + 100, theirs.id)).status).toBe(201);
  });

  it('keeps the account number verified with only masked, and shows it with its bank', async () => {
    const seller = await signUpAndLogIn(app, { accountType: 'seller' });
    const accountNumber = gtbankAccount(`02${String(randomInt(10_000_000)).padStart(7, '0')}`);
    const verified = await verifySeller(app, seller.token, { accountNumber });
    const masked = `${accountNumber.slice(0, 3)}****${accountNumber.slice(-3)}`;
    expect(verified).toMatchObject({ status: 'verified', bankCode: '058', maskedAccountNumber: masked });
    const rows = await app.database.db.execute(sql`select * from seller_verifications`);
    expect(JSON.stringify(rows)).not.toContain(accountNumber);
  });
});

describe('operators and seller verification', () => {
  it('see the outcome and revoke it, audited; the badge goes; only operators may', async () => {
    const seller = await signUpAndLogIn(app, { accountType: 'seller' });
    const sellerId = await userIdOf(seller.token);
    await verifySeller(app, seller.token);
    const listing = await createListing(app, seller.token);
    const operator = await signedInOperator(app);
    const path = `/api/v1/admin/users/${sellerId}/seller-verification`;

    expect((await app.request('GET', path, { token: seller.token })).status).toBe(404);
    expect((await app.request('GET', path, { token: operator.token })).body.data).toMatchObject({
      status: 'verified',
      maskedBvn: '221*****789',
    });
    const reason = 'The BVN belongs to someone else, reported by the bank';
    const revoke = () => app.request('POST', `${path}/revoke`, { token: operator.token, body: { reason } });
    const revoked = await revoke();
    expect(revoked.status).toBe(200);
    expect(revoked.body).toMatchObject({
      message: adminSellerVerificationLabels.revoked,
      data: { status: 'revoked', reason },
    });
    // The seller is told once, by bell and by mail, with the reason; a second try tells nobody.
    expect((await revoke()).status).toBe(409);
    const bell = await app.request('GET', '/api/v1/me/notifications', { token: seller.token });
    expect(
      bell.body.data.items.filter((item: { kind: string }) => item.kind === 'seller_verification_revoked'),
    ).toMatchObject([{ data: { reason } }]);
    await runJobs(app);
    const mails = (await app.mailTo(seller.email)).filter(
      (mail) => mail.subject === verificationRevokedMessages.subject,
    );
    expect(mails.map((mail) => mail.text)).toEqual([verificationRevokedMessages.text(reason)]);
    const audit = await app.request('GET', `/api/v1/admin/audit?recordType=user&recordId=${sellerId}`, {
      token: operator.token,
    });
    expect(audit.body.data.items).toMatchObject([{ action: 'user.revoke_seller_verification', reason }]);
    expect((await app.request('GET', `/api/v1/auctions/${listing.id}`)).body.data.auction.seller.verified).toBe(false);

    // A late success webhook for the revoked verification does not bring it back.
    const customerCode = await customerCodeOf(sellerId);
    await postWebhook({
      event: 'customeridentification.success',
      data: { customer_code: customerCode, identification: { bvn: '221*****789' } },
    });
    expect((await status(seller.token)).body.data.status).toBe('revoked');
  });
});
