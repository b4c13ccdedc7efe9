import { and, asc, eq, inArray, notExists, or, sql } from 'drizzle-orm';
import { ORDER_RETURN_STATUSES } from '@naijabid/shared/constants';
import type { Database } from '../../db/client';
import {
  bankAccounts,
  bids,
  contactMessages,
  deposits,
  googleSignIns,
  ledgerAccounts,
  ledgerTransfers,
  listings,
  mailOptOuts,
  newsletterSubscriptions,
  notifications,
  orderRatings,
  orders,
  saleDocuments,
  savedSearchDigests,
  savedSearches,
  savedSearchMatches,
  secondChanceOffers,
  users,
  verificationCodes,
  virtualAccounts,
  watchlist,
  withdrawals,
  whatsAppAlerts,
  whatsAppOptIns,
} from '../../db/schema';

/**
 * What a person's data export and the closing of their account read and change across the
 * tables of several features: one query per section, so a new feature adds its section here
 * and one line in export.ts.
 */

export type UserRow = typeof users.$inferSelect;

export async function lockUser(db: Database, userId: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).for('update');
  return row;
}

/**
 * Locks the user's own ledger accounts, as every money move on them does, so what closing
 * reads of their balances cannot change before it commits.
 */
export async function lockLedgerAccounts(db: Database, userId: string): Promise<void> {
  await db
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.userId, userId))
    .orderBy(asc(ledgerAccounts.id))
    .for('update');
}

export async function newsletterOf(db: Database, email: string) {
  const [row] = await db
    .select({ confirmedAt: newsletterSubscriptions.confirmedAt, createdAt: newsletterSubscriptions.createdAt })
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.email, email));
  return row;
}

export async function bidsOf(db: Database, userId: string) {
  return db
    .select({
      id: bids.id,
      listingId: bids.listingId,
      listingTitle: listings.title,
      maxAmountKobo: bids.maxAmountKobo,
      placedAt: bids.createdAt,
    })
    .from(bids)
    .innerJoin(listings, eq(listings.id, bids.listingId))
    .where(eq(bids.bidderId, userId))
    .orderBy(asc(bids.sequence));
}

/** The receipts (as buyer) and statements (as seller) issued to the person, each with its figures. */
export async function saleDocumentsOf(db: Database, userId: string) {
  return db
    .select({
      kind: saleDocuments.kind,
      number: saleDocuments.number,
      orderId: saleDocuments.orderId,
      issuedAt: saleDocuments.issuedAt,
      title: saleDocuments.title,
      buyerName: saleDocuments.buyerName,
      sellerName: saleDocuments.sellerName,
      priceKobo: saleDocuments.priceKobo,
      deliveryFeeKobo: saleDocuments.deliveryFeeKobo,
      refundedKobo: saleDocuments.refundedKobo,
      commissionKobo: saleDocuments.commissionKobo,
      vatKobo: saleDocuments.vatKobo,
      payoutKobo: saleDocuments.payoutKobo,
    })
    .from(saleDocuments)
    .where(eq(saleDocuments.userId, userId))
    .orderBy(asc(saleDocuments.issuedAt));
}

export async function ordersOf(db: Database, userId: string) {
  return db
    .select({
      id: orders.id,
      role: sql<'buyer' | 'seller'>`case when ${orders.buyerId} = ${userId} then 'buyer' else 'seller' end`,
      listingId: orders.listingId,
      listingTitle: listings.title,
      status: orders.status,
      priceKobo: orders.priceKobo,
      deliveryMethod: orders.deliveryMethod,
      deliveryFeeKobo: orders.deliveryFeeKobo,
      deliveryAddress: orders.deliveryAddress,
      carrier: orders.carrier,
      trackingNumber: orders.trackingNumber,
      createdAt: orders.createdAt,
      paidAt: orders.paidAt,
      shippedAt: orders.shippedAt,
      deliveredAt: orders.deliveredAt,
      completedAt: orders.completedAt,
      cancelledAt: orders.cancelledAt,
    })
    .from(orders)
    .innerJoin(listings, eq(listings.id, orders.listingId))
    .where(or(eq(orders.buyerId, userId), eq(orders.sellerId, userId)))
    .orderBy(asc(orders.createdAt));
}

/** Every transfer into or out of the user's own accounts (their wallet), oldest first. */
export async function ledgerOf(db: Database, userId: string) {
  const own = db.select({ id: ledgerAccounts.id }).from(ledgerAccounts).where(eq(ledgerAccounts.userId, userId));
  return db
    .select({
      id: ledgerTransfers.id,
      direction: sql<'in' | 'out'>`case when ${ledgerTransfers.creditAccountId} in ${own} then 'in' else 'out' end`,
      amountKobo: ledgerTransfers.amountKobo,
      phase: ledgerTransfers.phase,
      pendingId: ledgerTransfers.pendingId,
      purpose: ledgerTransfers.purpose,
      at: ledgerTransfers.createdAt,
    })
    .from(ledgerTransfers)
    .where(or(inArray(ledgerTransfers.debitAccountId, own), inArray(ledgerTransfers.creditAccountId, own)))
    .orderBy(asc(ledgerTransfers.createdAt), asc(ledgerTransfers.id));
}

export async function walletsOf(db: Database, userId: string) {
  return db
    .select({
      kind: ledgerAccounts.kind,
      debitsPosted: ledgerAccounts.debitsPosted,
      creditsPosted: ledgerAccounts.creditsPosted,
      debitsPending: ledgerAccounts.debitsPending,
      creditsPending: ledgerAccounts.creditsPending,
    })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.userId, userId));
}

export async function depositsOf(db: Database, userId: string) {
  return db
    .select({
      reference: deposits.reference,
      provider: deposits.provider,
      amountKobo: deposits.amountKobo,
      status: deposits.status,
      channel: deposits.channel,
      createdAt: deposits.createdAt,
      settledAt: deposits.settledAt,
    })
    .from(deposits)
    .where(eq(deposits.userId, userId))
    .orderBy(asc(deposits.createdAt));
}

export async function withdrawalsOf(db: Database, userId: string) {
  return db
    .select({
      reference: withdrawals.reference,
      amountKobo: withdrawals.amountKobo,
      status: withdrawals.status,
      bankName: bankAccounts.bankName,
      accountNumber: bankAccounts.accountNumber,
      failureReason: withdrawals.failureReason,
      createdAt: withdrawals.createdAt,
      settledAt: withdrawals.settledAt,
    })
    .from(withdrawals)
    .innerJoin(bankAccounts, eq(bankAccounts.id, withdrawals.bankAccountId))
    .where(eq(withdrawals.userId, userId))
    .orderBy(asc(withdrawals.createdAt));
}

export async function bankAccountsOf(db: Database, userId: string) {
  return db
    .select({
      bankName: bankAccounts.bankName,
      accountNumber: bankAccounts.accountNumber,
      accountName: bankAccounts.accountName,
      createdAt: bankAccounts.createdAt,
    })
    .from(bankAccounts)
    .where(eq(bankAccounts.userId, userId))
    .orderBy(asc(bankAccounts.createdAt));
}

export async function virtualAccountOf(db: Database, userId: string) {
  const [row] = await db
    .select({
      bankName: virtualAccounts.bankName,
      accountNumber: virtualAccounts.accountNumber,
      accountName: virtualAccounts.accountName,
      createdAt: virtualAccounts.createdAt,
    })
    .from(virtualAccounts)
    .where(eq(virtualAccounts.userId, userId));
  return row;
}

export async function listingsOf(db: Database, userId: string) {
  return db
    .select({
      id: listings.id,
      title: listings.title,
      description: listings.description,
      category: listings.category,
      brand: listings.brand,
      condition: listings.condition,
      status: listings.status,
      outcome: listings.outcome,
      startingPriceKobo: listings.startingPriceKobo,
      reservePriceKobo: listings.reservePriceKobo,
      buyNowPriceKobo: listings.buyNowPriceKobo,
      currentPriceKobo: listings.currentPriceKobo,
      locationState: listings.locationState,
      locationCity: listings.locationCity,
      startsAt: listings.startsAt,
      endsAt: listings.endsAt,
      createdAt: listings.createdAt,
    })
    .from(listings)
    .where(eq(listings.sellerId, userId))
    .orderBy(asc(listings.createdAt));
}

export async function watchlistOf(db: Database, userId: string) {
  return db
    .select({ auctionId: watchlist.listingId, savedAt: watchlist.createdAt })
    .from(watchlist)
    .where(eq(watchlist.userId, userId))
    .orderBy(asc(watchlist.createdAt));
}

/** Whether WhatsApp alerts are on, since when, and each alert sent: its kind, status and any SMS in its place. */
export async function whatsAppAlertsOf(db: Database, userId: string) {
  const [optIn] = await db
    .select({ optedInAt: whatsAppOptIns.optedInAt })
    .from(whatsAppOptIns)
    .where(eq(whatsAppOptIns.userId, userId));
  const alerts = await db
    .select({
      kind: whatsAppAlerts.kind,
      toPhone: whatsAppAlerts.toPhone,
      template: whatsAppAlerts.template,
      parameters: whatsAppAlerts.parameters,
      status: whatsAppAlerts.status,
      smsText: whatsAppAlerts.smsText,
      smsSentAt: whatsAppAlerts.smsSentAt,
      createdAt: whatsAppAlerts.createdAt,
    })
    .from(whatsAppAlerts)
    .where(eq(whatsAppAlerts.userId, userId))
    .orderBy(asc(whatsAppAlerts.createdAt));
  return { optedInAt: optIn?.optedInAt ?? null, alerts };
}

export async function savedSearchesOf(db: Database, userId: string) {
  return db
    .select({
      name: savedSearches.name,
      query: savedSearches.query,
      notify: savedSearches.notify,
      savedAt: savedSearches.createdAt,
    })
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId))
    .orderBy(asc(savedSearches.createdAt));
}

export async function notificationsOf(db: Database, userId: string) {
  return db
    .select({
      id: notifications.id,
      kind: notifications.kind,
      data: notifications.data,
      readAt: notifications.readAt,
      createdAt: notifications.createdAt,
    })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(asc(notifications.id));
}

/** The optional mail kinds the person turned off; every other kind is on. */
export async function mailOptOutsOf(db: Database, userId: string): Promise<string[]> {
  const rows = await db
    .select({ kind: mailOptOuts.kind })
    .from(mailOptOuts)
    .where(eq(mailOptOuts.userId, userId))
    .orderBy(asc(mailOptOuts.kind));
  return rows.map((row) => row.kind);
}

/** Ratings the person gave and received, each with its order. */
export async function ratingsOf(db: Database, userId: string) {
  return db
    .select({
      orderId: orderRatings.orderId,
      direction: sql<
        'given' | 'received'
      >`case when ${orderRatings.raterId} = ${userId} then 'given' else 'received' end`,
      rateeRole: orderRatings.rateeRole,
      stars: orderRatings.stars,
      comment: orderRatings.comment,
      createdAt: orderRatings.createdAt,
      updatedAt: orderRatings.updatedAt,
    })
    .from(orderRatings)
    .where(or(eq(orderRatings.raterId, userId), eq(orderRatings.rateeId, userId)))
    .orderBy(asc(orderRatings.createdAt));
}

export async function secondChanceOffersOf(db: Database, userId: string) {
  return db
    .select({
      id: secondChanceOffers.id,
      role: sql<
        'bidder' | 'seller'
      >`case when ${secondChanceOffers.bidderId} = ${userId} then 'bidder' else 'seller' end`,
      listingId: secondChanceOffers.listingId,
      priceKobo: secondChanceOffers.priceKobo,
      status: secondChanceOffers.status,
      createdAt: secondChanceOffers.createdAt,
      respondedAt: secondChanceOffers.respondedAt,
    })
    .from(secondChanceOffers)
    .where(or(eq(secondChanceOffers.bidderId, userId), eq(secondChanceOffers.sellerId, userId)))
    .orderBy(asc(secondChanceOffers.createdAt));
}

/**
 * What stops an account from closing now, each as a count or an amount
 * (docs/product.md#account-settings). The wallet's unresolved holds are split by what holds
 * them: a leader's bid security, a price or security held towards an order the user won
 * (the auction's own account names the listing), a withdrawal (reported with the
 * withdrawals), or anything else.
 */
/** Orders that still hold money or wait on someone: an account with one cannot close. */
const OPEN_ORDER_STATUSES = ['awaiting_payment', 'paid', 'shipped', 'delivered', 'disputed', ...ORDER_RETURN_STATUSES];

export async function closureBlockers(db: Database, userId: string) {
  type Row = Record<
    | 'available_kobo'
    | 'held_for_bids_kobo'
    | 'held_for_wins_kobo'
    | 'held_other_kobo'
    | 'withdrawals_kobo'
    | 'deposits_pending'
    | 'orders_open'
    | 'listings_live'
    | 'offers_open',
    string | number
  >;
  const result = (await db.execute(sql`
    with holds as (
      select t.purpose, t.amount_kobo,
             exists (select 1 from orders o where o.listing_id = c.listing_id and o.buyer_id = ${userId}) as won
      from ledger_accounts w
      join ledger_transfers t on t.debit_account_id = w.id and t.phase = 'pending'
      join ledger_accounts c on c.id = t.credit_account_id
      where w.user_id = ${userId} and w.kind = 'user_wallet'
        and not exists (select 1 from ledger_transfers r where r.pending_id = t.id)
    )
    select
      coalesce((select sum(credits_posted - debits_posted - debits_pending) from ledger_accounts
                where user_id = ${userId} and kind = 'user_wallet'), 0) as available_kobo,
      coalesce((select sum(amount_kobo) from holds where purpose = 'bid_security' and not won), 0) as held_for_bids_kobo,
      coalesce((select sum(amount_kobo) from holds where purpose in ('bid_security', 'buy_now') and won), 0) as held_for_wins_kobo,
      coalesce((select sum(amount_kobo) from holds where purpose <> 'withdrawal'
                and not (purpose = 'bid_security' or (purpose = 'buy_now' and won))), 0) as held_other_kobo,
      coalesce((select sum(amount_kobo) from withdrawals where user_id = ${userId} and status in ('pending', 'otp')), 0) as withdrawals_kobo,
      (select count(*) from deposits where user_id = ${userId} and status = 'pending') as deposits_pending,
      (select count(*) from orders where (buyer_id = ${userId} or seller_id = ${userId})
         and status in (${sql.join(
           OPEN_ORDER_STATUSES.map((status) => sql`${status}`),
           sql`, `,
         )})) as orders_open,
      (select count(*) from listings where seller_id = ${userId} and status in ('scheduled', 'paused')) as listings_live,
      (select count(*) from second_chance_offers where (bidder_id = ${userId} or seller_id = ${userId})
         and status = 'open') as offers_open
  `)) as unknown as { rows: Row[] };
  const row = result.rows[0];
  if (!row) throw new Error('closureBlockers returned no row');
  return {
    availableKobo: Number(row.available_kobo),
    heldForBidsKobo: Number(row.held_for_bids_kobo),
    heldForWinsKobo: Number(row.held_for_wins_kobo),
    heldOtherKobo: Number(row.held_other_kobo),
    withdrawalsKobo: Number(row.withdrawals_kobo),
    depositsPending: Number(row.deposits_pending),
    ordersOpen: Number(row.orders_open),
    listingsLive: Number(row.listings_live),
    offersOpen: Number(row.offers_open),
  };
}

/** Replaces the person's own fields with a pseudonym that no sign-up can take; money and bids keep the row. */
export async function pseudonymiseUser(
  db: Database,
  userId: string,
  pseudonym: { email: string; firstName: string; lastName: string; passwordHash: string },
): Promise<void> {
  await db
    .update(users)
    .set({
      ...pseudonym,
      phone: null,
      phoneVerifiedAt: null,
      googleSubject: null,
      closedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, userId));
}

/** Bank accounts never paid to are removed; one a withdrawal went to stays as the record of that payout. */
export async function deleteUnusedBankAccounts(db: Database, userId: string): Promise<void> {
  await db
    .delete(bankAccounts)
    .where(
      and(
        eq(bankAccounts.userId, userId),
        notExists(
          db.select({ id: withdrawals.id }).from(withdrawals).where(eq(withdrawals.bankAccountId, bankAccounts.id)),
        ),
      ),
    );
}

/** The person's dedicated account number: a transfer into it must no longer reach a closed wallet. */
export async function deleteVirtualAccount(db: Database, userId: string): Promise<void> {
  await db.delete(virtualAccounts).where(eq(virtualAccounts.userId, userId));
}

/** Codes (and the phone numbers they were sent to) go with the account. */
export async function deleteVerificationCodes(db: Database, userId: string): Promise<void> {
  await db.delete(verificationCodes).where(eq(verificationCodes.userId, userId));
}

export async function deleteByEmail(db: Database, email: string): Promise<void> {
  await db.delete(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email));
  await db.delete(contactMessages).where(eq(contactMessages.email, email));
}

/**
 * What only ever served the person goes: saved auctions, notices (they name items, amounts and
 * other people), mail preferences, the WhatsApp opt-in and alerts (they hold the phone number)
 * and Google sign-in tickets. Their pending reminder jobs then
 * find nothing watched and send nothing.
 */
export async function deletePersonalActivity(db: Database, userId: string): Promise<void> {
  await db.delete(watchlist).where(eq(watchlist.userId, userId));
  await db.delete(savedSearchMatches).where(eq(savedSearchMatches.userId, userId));
  await db.delete(savedSearchDigests).where(eq(savedSearchDigests.userId, userId));
  await db.delete(savedSearches).where(eq(savedSearches.userId, userId));
  await db.delete(notifications).where(eq(notifications.userId, userId));
  await db.delete(mailOptOuts).where(eq(mailOptOuts.userId, userId));
  await db.delete(whatsAppOptIns).where(eq(whatsAppOptIns.userId, userId));
  await db.delete(whatsAppAlerts).where(eq(whatsAppAlerts.userId, userId));
  await db.delete(googleSignIns).where(eq(googleSignIns.userId, userId));
}

/** Drafts were never shown to anyone; they end with the account. */
export async function cancelDrafts(db: Database, userId: string): Promise<void> {
  await db
    .update(listings)
    .set({ status: 'cancelled', updatedAt: sql`now()` })
    .where(and(eq(listings.sellerId, userId), eq(listings.status, 'draft')));
}

/**
 * The buyer's name, phone and street on their delivered orders, replaced: the record of a
 * sale is its parties, price, fee and dates, and the city and state that set the fee.
 */
export async function removeDeliveryContacts(
  db: Database,
  userId: string,
  placeholder: { fullName: string; phone: string; street: string },
): Promise<void> {
  await db
    .update(orders)
    .set({
      deliveryAddress: sql`${orders.deliveryAddress} || ${JSON.stringify(placeholder)}::jsonb`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(orders.buyerId, userId), eq(orders.deliveryMethod, 'delivery')));
}
