import type { Database } from '../../db/client';
import * as repository from './repository';

/**
 * The sections of a person's data export (GET /me/export), each one small function of the
 * user's row. A feature that keeps personal data adds its section here in one line, with its
 * query in repository.ts.
 */
type Section = (db: Database, user: repository.UserRow) => Promise<unknown>;

export const EXPORT_SECTIONS: Record<string, Section> = {
  profile: async (_db, user) => ({
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    accountType: user.accountType,
    emailVerifiedAt: user.emailVerifiedAt,
    forfeitStrikes: user.forfeitStrikes,
    createdAt: user.createdAt,
  }),
  consents: async (db, user) => ({
    termsAcceptedAt: user.termsAcceptedAt,
    newsletter: (await repository.newsletterOf(db, user.email)) ?? null,
  }),
  phone: async (_db, user) => ({ number: user.phone, verifiedAt: user.phoneVerifiedAt }),
  listings: (db, user) => repository.listingsOf(db, user.id),
  bids: (db, user) => repository.bidsOf(db, user.id),
  orders: (db, user) => repository.ordersOf(db, user.id),
  receiptsAndStatements: (db, user) => repository.saleDocumentsOf(db, user.id),
  secondChanceOffers: (db, user) => repository.secondChanceOffersOf(db, user.id),
  ratings: (db, user) => repository.ratingsOf(db, user.id),
  watchlist: (db, user) => repository.watchlistOf(db, user.id),
  savedSearches: (db, user) => repository.savedSearchesOf(db, user.id),
  notifications: (db, user) => repository.notificationsOf(db, user.id),
  emailPreferences: async (db, user) => ({ turnedOff: await repository.mailOptOutsOf(db, user.id) }),
  whatsappAlerts: (db, user) => repository.whatsAppAlertsOf(db, user.id),
  wallet: async (db, user) => ({
    accounts: await repository.walletsOf(db, user.id),
    ledger: await repository.ledgerOf(db, user.id),
  }),
  deposits: (db, user) => repository.depositsOf(db, user.id),
  withdrawals: (db, user) => repository.withdrawalsOf(db, user.id),
  bankAccounts: (db, user) => repository.bankAccountsOf(db, user.id),
  virtualAccount: async (db, user) => (await repository.virtualAccountOf(db, user.id)) ?? null,
};

export const EXPORT_ABOUT =
  'Your data at NaijaBid, which the Nigeria Data Protection Act 2023 entitles you to receive. Amounts are in kobo (100 kobo = 1 naira); times are UTC.';
