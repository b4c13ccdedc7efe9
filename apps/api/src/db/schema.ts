import { sql } from 'drizzle-orm';
import { ORDER_RETURN_STATUSES, ORDER_STATUSES, RETURN_REASONS } from '@naijabid/shared/constants';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

// Descending index columns say .desc().nullsFirst(): Drizzle's .desc() alone means DESC NULLS
// LAST, which no "ORDER BY x DESC" query can read, so such a query sorts instead (0012).

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored trimmed and lower-cased, so uniqueness is case-insensitive. */
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    accountType: text('account_type', { enum: ['buyer', 'seller'] }).notNull(),
    passwordHash: text('password_hash').notNull(),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** The sign-up form cannot be sent without ticking the terms box; this records when. */
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }).notNull(),
    /**
     * Won auctions this buyer did not pay for in time; at FORFEITS_BEFORE_BIDDING_BAR their
     * bids are refused. Support lifts the bar by lowering it, so it is a count, not derived
     * from the orders.
     */
    forfeitStrikes: integer('forfeit_strikes').notNull().default(0),
    /** The Google account (OpenID Connect `sub`) that signs in to this one, once linked. */
    googleSubject: text('google_subject'),
    /** Set while the account may run the marketplace (`npm run operator -- grant EMAIL`); null for everyone else. */
    operatorSince: timestamp('operator_since', { withTimezone: true }),
    /** Set while an operator has suspended the account: no login, no bids, its live listings paused. */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    /** The verified mobile number, E.164; one account per number. Needed to list items and withdraw. */
    phone: text('phone'),
    phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
    /** Closed at the owner's request: personal fields replaced by a pseudonym, records of money kept. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_key').on(table.email),
    uniqueIndex('users_google_subject_key').on(table.googleSubject),
    check('users_email_normalised', sql`${table.email} = lower(btrim(${table.email}))`),
    check('users_account_type_valid', sql`${table.accountType} in ('buyer', 'seller')`),
    check('users_forfeit_strikes_non_negative', sql`${table.forfeitStrikes} >= 0`),
    uniqueIndex('users_phone_key').on(table.phone),
    check('users_phone_e164', sql`${table.phone} ~ '^\\+234[0-9]{10}$'`),
    check('users_phone_verified', sql`(${table.phone} is null) = (${table.phoneVerifiedAt} is null)`),
  ],
);

export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    /** HMAC of the code; the code itself is never stored. */
    codeHash: text('code_hash').notNull(),
    /** A code proves the address for one purpose only: a sign-up code cannot change a password. */
    purpose: text('purpose', {
      enum: ['verify_email', 'reset_password', 'link_google', 'verify_phone', 'unlock_login'],
    })
      .notNull()
      .default('verify_email'),
    /** What the code proves besides the account: the phone number an SMS code was sent to. */
    target: text('target'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('verification_codes_user_purpose_latest').on(
      table.userId,
      table.purpose,
      table.createdAt.desc().nullsFirst(),
    ),
    check(
      'verification_codes_purpose_known',
      sql`${table.purpose} in ('verify_email', 'reset_password', 'link_google', 'verify_phone', 'unlock_login')`,
    ),
    check('verification_codes_phone_target', sql`(${table.purpose} = 'verify_phone') = (${table.target} is not null)`),
    check('verification_codes_attempts_non_negative', sql`${table.failedAttempts} >= 0`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
    /**
     * The address the session logged in from, as a keyed hash (never the address itself): the
     * abuse signals compare it between a seller and their bidders. Null before migration 0026.
     */
    clientAddressHash: text('client_address_hash'),
  },
  (table) => [
    index('sessions_user').on(table.userId),
    index('sessions_client_address')
      .on(table.clientAddressHash)
      .where(sql`${table.clientAddressHash} is not null`),
  ],
);

/**
 * A Google sign-in the provider has answered, waiting for the web app: its ticket (only a
 * hash is kept) is handed to the browser in the callback's redirect and exchanged once by a
 * POST for a session or, when the email is an unlinked account's, for a linking step.
 */
export const googleSignIns = pgTable(
  'google_sign_ins',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ticketHash: text('ticket_hash').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    /** `session`: the user is signed in; `link`: the account must be proven before it is linked. */
    purpose: text('purpose', { enum: ['session', 'link'] }).notNull(),
    googleSubject: text('google_subject').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('google_sign_ins_ticket_hash_key').on(table.ticketHash),
    index('google_sign_ins_user').on(table.userId),
    check('google_sign_ins_purpose_known', sql`${table.purpose} in ('session', 'link')`),
  ],
);

/** Outside production, outgoing mail is kept here for the development mailbox. */
export const devMail = pgTable(
  'dev_mail',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('dev_mail_recipient_latest').on(table.toAddress, table.sentAt.desc().nullsFirst())],
);

export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    /** SHA-256 of the confirmation token sent by mail. */
    confirmTokenHash: text('confirm_token_hash').notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('newsletter_subscriptions_email_key').on(table.email),
    uniqueIndex('newsletter_subscriptions_token_key').on(table.confirmTokenHash),
  ],
);

export const contactMessages = pgTable('contact_messages', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  message: text('message').notNull(),
  createdAt: createdAt(),
});

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
const kobo = (name: string) => bigint(name, { mode: 'number' });
/** Raw bytes (hashes, salts); queries read them as hex with encode(), the same on both drivers. */
const bytea = customType<{ data: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * Stored status is what people decided (draft, scheduled, cancelled) or what closing
 * recorded (ended); "live" and "ended by the clock" are derived from the times when read,
 * so a listing goes live at its start time with no job having to run.
 */
export const listings = pgTable(
  'listings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id),
    title: text('title').notNull(),
    description: text('description').notNull(),
    category: text('category').notNull(),
    brand: text('brand').notNull(),
    condition: text('condition', { enum: ['new', 'open_box', 'used', 'refurbished'] }).notNull(),
    startingPriceKobo: kobo('starting_price_kobo').notNull(),
    reservePriceKobo: kobo('reserve_price_kobo'),
    buyNowPriceKobo: kobo('buy_now_price_kobo'),
    currentPriceKobo: kobo('current_price_kobo').notNull(),
    bidCount: integer('bid_count').notNull().default(0),
    /**
     * paused: its seller is suspended (bids and Buy Now refused, the clock stopped at
     * `paused_at`); taken_down: an operator took it down. Both read as cancelled to people
     * (stateSql), and `place_bids` refuses any status but scheduled.
     */
    status: text('status', { enum: ['draft', 'scheduled', 'ended', 'cancelled', 'paused', 'taken_down'] }).notNull(),
    /** When the listing was paused; restoring it moves its start and end on by how long it was paused. */
    pausedAt: timestamp('paused_at', { withTimezone: true }),
    /** The leading bidder, their hidden maximum and the hold of their bid security. */
    leaderId: uuid('leader_id').references(() => users.id),
    leaderMaxKobo: kobo('leader_max_kobo'),
    leaderHoldId: uuid('leader_hold_id'),
    /** An accepted bid this close to the end moves the end to this long after the bid. */
    bidResetSeconds: integer('bid_reset_seconds').notNull().default(120),
    /**
     * Where the item is and how it reaches the buyer (docs/product.md#orders): pickup from
     * the seller's city, and delivery for a fee inside the seller's state and outside it (a
     * null fee: no delivery there). Listings from before these existed have no location.
     */
    locationState: text('location_state'),
    locationCity: text('location_city'),
    pickupAvailable: boolean('pickup_available').notNull().default(true),
    deliveryFeeInStateKobo: kobo('delivery_fee_in_state_kobo'),
    deliveryFeeOtherStatesKobo: kobo('delivery_fee_other_states_kobo'),
    /** Recorded once, when the auction closes. */
    outcome: text('outcome', { enum: ['sold', 'unsold'] }),
    winnerId: uuid('winner_id').references(() => users.id),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /**
     * The hash of the auction's last bid when it ended (32 zero bytes if none), recorded by a
     * trigger as the status becomes ended, so a later change to any bid shows
     * (docs/product.md#bid-log).
     */
    finalBidHash: bytea('final_bid_hash'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /**
     * The words of title and brand, and of those with the category's everyday words and the
     * description, as typed ('simple', with the singular of each plural beside it): see
     * sql/functions/listing_search_query.sql for how a search reads them.
     */
    titleVector: tsvector('title_vector')
      .notNull()
      .generatedAlwaysAs(
        sql`to_tsvector('simple', title || ' ' || brand || ' ' || search_singulars(title || ' ' || brand))`,
      ),
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('simple', title || ' ' || brand || ' ' || search_singulars(title || ' ' || brand)), 'A') || setweight(to_tsvector('simple', category || ' ' || category_everyday_words(category)), 'B') || setweight(to_tsvector('simple', description || ' ' || search_singulars(description)), 'C')`,
      ),
    /** How many more times the auction is listed again by itself if it ends unsold (workflows/bidding/relist.ts). */
    relistsLeft: integer('relists_left').notNull().default(0),
    /** Each relist's starting price is the last one lowered by this percentage. */
    relistPriceDropPercent: integer('relist_price_drop_percent').notNull().default(0),
    /** The auction of the same item that ended unsold and was listed again as this one; one relist each. */
    relistedFromId: uuid('relisted_from_id').references((): AnyPgColumn => listings.id),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('listings_relisted_from_key').on(table.relistedFromId),
    check(
      'listings_relist_valid',
      sql`${table.relistsLeft} between 0 and 3 and ${table.relistPriceDropPercent} between 0 and 50`,
    ),
    index('listings_seller').on(table.sellerId, table.createdAt.desc().nullsFirst()),
    index('listings_status_ends').on(table.status, table.endsAt, table.id),
    index('listings_category_ends').on(table.category, table.endsAt, table.id),
    index('listings_created').on(table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    index('listings_price').on(table.currentPriceKobo, table.id),
    index('listings_search').using('gin', table.searchVector),
    index('listings_title_words').using('gin', table.titleVector),
    index('listings_title_trgm').using('gin', sql`(title || ' ' || brand) gin_trgm_ops`),
    check(
      'listings_prices_valid',
      sql`${table.startingPriceKobo} > 0 and ${table.currentPriceKobo} >= ${table.startingPriceKobo}
      and (${table.reservePriceKobo} is null or ${table.reservePriceKobo} >= ${table.startingPriceKobo})
      and (${table.buyNowPriceKobo} is null or ${table.buyNowPriceKobo} > ${table.startingPriceKobo})`,
    ),
    check('listings_times_valid', sql`${table.endsAt} > ${table.startsAt}`),
    check('listings_bid_count_non_negative', sql`${table.bidCount} >= 0`),
    check(
      'listings_delivery_valid',
      sql`(${table.deliveryFeeInStateKobo} is null or ${table.deliveryFeeInStateKobo} >= 0)
      and (${table.deliveryFeeOtherStatesKobo} is null or ${table.deliveryFeeOtherStatesKobo} >= 0)
      and (${table.pickupAvailable} or ${table.deliveryFeeInStateKobo} is not null or ${table.deliveryFeeOtherStatesKobo} is not null)`,
    ),
    check('listings_outcome_when_ended', sql`(${table.status} = 'ended') = (${table.outcome} is not null)`),
    index('listings_due_to_close')
      .on(table.endsAt)
      .where(sql`${table.status} = 'scheduled'`),
  ],
);

export const listingPhotos = pgTable(
  'listing_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id),
    /** Null until the photo is attached to a listing. */
    listingId: uuid('listing_id').references(() => listings.id),
    position: integer('position').notNull().default(0),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /**
     * The photo whose stored files this one shows; null: its own. A relisted auction gets
     * copies of the ended one's photos showing the same files, so both keep them.
     */
    fileId: uuid('file_id'),
    createdAt: createdAt(),
  },
  (table) => [index('listing_photos_listing').on(table.listingId, table.position)],
);

/**
 * Double-entry ledger after TigerBeetle: every movement is a transfer of one amount from a
 * debit account to a credit account, so all balances always sum to zero. Pending amounts
 * are two-phase holds; an account flagged `debitsMustNotExceedCredits` (a user's wallet)
 * can never spend or hold more than was paid in, and the database refuses it too.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id),
    /** Set for an auction's own security account, so bids on different auctions never queue on one row. */
    listingId: uuid('listing_id').references(() => listings.id),
    /**
     * Set for an order's escrow: what the buyer paid, held until it is released or refunded.
     * Its foreign key to orders is written in migration 0017 by hand: declared here, the
     * types of ledger_accounts, ledger_transfers and orders would depend on each other in a
     * circle, which TypeScript cannot infer.
     */
    orderId: uuid('order_id'),
    /**
     * `seller_debt`: one per seller, what they owe NaijaBid (its debits over its credits): a
     * charge their wallet could not cover, repaid from their next payouts.
     */
    kind: text('kind', {
      enum: ['user_wallet', 'provider_clearing', 'auction_security', 'platform_revenue', 'order_escrow', 'seller_debt'],
    }).notNull(),
    debitsMustNotExceedCredits: boolean('debits_must_not_exceed_credits').notNull(),
    debitsPosted: kobo('debits_posted').notNull().default(0),
    creditsPosted: kobo('credits_posted').notNull().default(0),
    debitsPending: kobo('debits_pending').notNull().default(0),
    creditsPending: kobo('credits_pending').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('ledger_accounts_user_kind')
      .on(table.userId, table.kind)
      .where(sql`${table.userId} is not null`),
    uniqueIndex('ledger_accounts_listing_kind')
      .on(table.listingId, table.kind)
      .where(sql`${table.listingId} is not null`),
    uniqueIndex('ledger_accounts_order_kind')
      .on(table.orderId, table.kind)
      .where(sql`${table.orderId} is not null`),
    uniqueIndex('ledger_accounts_system_kind')
      .on(table.kind)
      .where(sql`${table.userId} is null and ${table.listingId} is null and ${table.orderId} is null`),
    check(
      'ledger_accounts_amounts_non_negative',
      sql`${table.debitsPosted} >= 0 and ${table.creditsPosted} >= 0 and ${table.debitsPending} >= 0 and ${table.creditsPending} >= 0`,
    ),
    check(
      'ledger_accounts_no_overdraft',
      sql`not ${table.debitsMustNotExceedCredits} or ${table.debitsPosted} + ${table.debitsPending} <= ${table.creditsPosted}`,
    ),
  ],
);

export const ledgerTransfers = pgTable(
  'ledger_transfers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    debitAccountId: uuid('debit_account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    creditAccountId: uuid('credit_account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    amountKobo: kobo('amount_kobo').notNull(),
    /** posted: final at once; pending: a hold; post_pending / void_pending: resolve `pendingId`. */
    phase: text('phase', { enum: ['posted', 'pending', 'post_pending', 'void_pending'] }).notNull(),
    pendingId: uuid('pending_id'),
    /** What the movement is for, e.g. deposit or bid_security. */
    purpose: text('purpose').notNull(),
    /** A client's or provider's key; a replay finds the first transfer instead of a second. */
    idempotencyKey: text('idempotency_key'),
    // The statement's clock, not the transaction's: one bid both releases a hold and takes
    // another, and the wallet history lists them in the order they happened.
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (table) => [
    foreignKey({ columns: [table.pendingId], foreignColumns: [table.id], name: 'ledger_transfers_pending_fk' }),
    uniqueIndex('ledger_transfers_resolved_once').on(table.pendingId),
    uniqueIndex('ledger_transfers_idempotency_key').on(table.idempotencyKey),
    index('ledger_transfers_debit').on(table.debitAccountId, table.createdAt),
    index('ledger_transfers_credit').on(table.creditAccountId, table.createdAt),
    // The ledger export (GET /admin/ledger.csv) reads a date range in time order, page by page.
    index('ledger_transfers_created').on(table.createdAt, table.id),
    check('ledger_transfers_amount_positive', sql`${table.amountKobo} > 0`),
    check('ledger_transfers_two_accounts', sql`${table.debitAccountId} <> ${table.creditAccountId}`),
    check(
      'ledger_transfers_resolution_names_pending',
      sql`(${table.phase} in ('post_pending', 'void_pending')) = (${table.pendingId} is not null)`,
    ),
  ],
);

export const bids = pgTable(
  'bids',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id),
    bidderId: uuid('bidder_id')
      .notNull()
      .references(() => users.id),
    maxAmountKobo: kobo('max_amount_kobo').notNull(),
    /** Arrival order across all bids; the earlier of two equal maximums leads. */
    sequence: bigint('sequence', { mode: 'number' }).generatedAlwaysAsIdentity(),
    idempotencyKey: text('idempotency_key').notNull(),
    /** The answer given when the bid was accepted, returned again to a replay. */
    answer: jsonb('answer').notNull(),
    createdAt: createdAt(),
    /**
     * The auction's hash chain (packages/shared/src/bid-chain.ts), written by the bids_chain
     * trigger on every insert, in the order the auction's row lock lets bids in: the bid's
     * place in its auction's chain (from 1), the masked name shown for it, a random salt,
     * the commitment to its private fields, the previous bid's hash and its own.
     */
    chainPosition: integer('chain_position'),
    maskedBidderName: text('masked_bidder_name'),
    salt: bytea('salt'),
    commitment: bytea('commitment'),
    previousHash: bytea('previous_hash'),
    hash: bytea('hash'),
  },
  (table) => [
    uniqueIndex('bids_bidder_idempotency_key').on(table.bidderId, table.idempotencyKey),
    index('bids_listing_best').on(table.listingId, table.maxAmountKobo.desc().nullsFirst(), table.sequence),
    index('bids_listing_sequence').on(table.listingId, table.sequence.desc().nullsFirst()),
    check('bids_amount_positive', sql`${table.maxAmountKobo} > 0`),
    check(
      'bids_chained',
      sql`${table.chainPosition} is not null and ${table.maskedBidderName} is not null and ${table.salt} is not null
      and ${table.commitment} is not null and ${table.previousHash} is not null and ${table.hash} is not null`,
    ),
    uniqueIndex('bids_listing_chain_position').on(table.listingId, table.chainPosition),
  ],
);

/** A payment a user started at the provider; the wallet is credited once, from the provider's word. */
export const deposits = pgTable(
  'deposits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    /** Our reference at the provider; unique, so a provider event can only ever match one deposit. */
    reference: text('reference').notNull(),
    provider: text('provider').notNull(),
    amountKobo: kobo('amount_kobo').notNull(),
    /**
     * Failed: the provider says the payment did not go through (reconciliation finds it).
     * Cancelled: its owner gave it up while the provider had no payment for it. A later proof
     * of payment still credits either.
     */
    status: text('status', { enum: ['pending', 'succeeded', 'failed', 'cancelled'] })
      .notNull()
      .default('pending'),
    /** How the money came, as the provider reports it: `card`, `bank`, `dedicated_nuban` (a transfer into the user's virtual account). */
    channel: text('channel'),
    creditTransferId: uuid('credit_transfer_id').references(() => ledgerTransfers.id),
    /**
     * A deposit of exactly what an order lacked pays that order, with the delivery the buyer
     * chose, as soon as it is credited.
     */
    paysOrderId: uuid('pays_order_id').references(() => orders.id),
    paysOrderDelivery: jsonb('pays_order_delivery'),
    createdAt: createdAt(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('deposits_reference_key').on(table.reference),
    index('deposits_user').on(table.userId, table.createdAt.desc().nullsFirst()),
    check('deposits_amount_positive', sql`${table.amountKobo} > 0`),
  ],
);

/**
 * A user's dedicated virtual account at the provider (Paystack's dedicated NUBAN): a bank
 * transfer into it is a deposit to their wallet. Created once per user, on first request.
 */
export const virtualAccounts = pgTable(
  'virtual_accounts',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id),
    provider: text('provider').notNull(),
    /** The provider's customer the account belongs to (Paystack's `customer_code`). */
    customerCode: text('customer_code').notNull(),
    bankName: text('bank_name').notNull(),
    accountNumber: text('account_number').notNull(),
    accountName: text('account_name').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('virtual_accounts_customer').on(table.provider, table.customerCode),
    uniqueIndex('virtual_accounts_number').on(table.accountNumber),
  ],
);

/**
 * A first request opening the user's virtual account claims the opening here (committed,
 * with an expiry) before it calls the provider, so two first requests at once open one
 * account and no transaction is held open across the call.
 */
export const virtualAccountOpenings = pgTable('virtual_account_openings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id),
  claimedUntil: timestamp('claimed_until', { withTimezone: true }).notNull(),
});

/**
 * A Nigerian bank account a user withdraws to: the name is the provider's (bank/resolve),
 * confirmed by the user; the recipient code is the provider's transfer recipient for it.
 */
export const bankAccounts = pgTable(
  'bank_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    bankCode: text('bank_code').notNull(),
    bankName: text('bank_name').notNull(),
    /** The 10-digit NUBAN. */
    accountNumber: text('account_number').notNull(),
    accountName: text('account_name').notNull(),
    recipientCode: text('recipient_code').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('bank_accounts_user_account').on(table.userId, table.bankCode, table.accountNumber),
    check('bank_accounts_nuban', sql`${table.accountNumber} ~ '^[0-9]{10}$'`),
  ],
);

/**
 * Money leaving a wallet for a bank account. The amount is held (a pending transfer from the
 * wallet) while the provider's transfer runs; its success posts the hold, a failure or a
 * reversal voids it. The reference is ours and is the provider's idempotency key.
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    bankAccountId: uuid('bank_account_id')
      .notNull()
      .references(() => bankAccounts.id),
    amountKobo: kobo('amount_kobo').notNull(),
    /** 16-50 characters of a-z, 0-9, `-` and `_`, as Paystack requires of a transfer reference. */
    reference: text('reference').notNull(),
    /** The user's Idempotency-Key and the answer it got, given again to a replay. */
    idempotencyKey: text('idempotency_key').notNull(),
    answer: jsonb('answer'),
    /** otp: the provider waits for an OTP (live accounts may have it on); an operator finalises or refuses it. */
    status: text('status', { enum: ['pending', 'otp', 'succeeded', 'failed', 'reversed'] })
      .notNull()
      .default('pending'),
    holdTransferId: uuid('hold_transfer_id')
      .notNull()
      .references(() => ledgerTransfers.id),
    /** The provider's id of the transfer (Paystack's `transfer_code`), once it has one. */
    transferCode: text('transfer_code'),
    failureReason: text('failure_reason'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('withdrawals_reference').on(table.reference),
    uniqueIndex('withdrawals_user_key').on(table.userId, table.idempotencyKey),
    index('withdrawals_user').on(table.userId, table.createdAt.desc().nullsFirst()),
    index('withdrawals_unsettled')
      .on(table.createdAt)
      .where(sql`${table.status} in ('pending', 'otp')`),
    check('withdrawals_amount_positive', sql`${table.amountKobo} > 0`),
    check('withdrawals_reference_format', sql`${table.reference} ~ '^[a-z0-9_-]{16,50}$'`),
    check(
      'withdrawals_settled_when_final',
      sql`(${table.status} in ('succeeded', 'failed', 'reversed')) = (${table.settledAt} is not null)`,
    ),
  ],
);

/**
 * The stored event log behind live updates. Each channel (an auction, a user) numbers its
 * events 1, 2, 3... in commit order, so a client reconnecting with Last-Event-ID gets
 * exactly what it missed.
 */
export const eventChannels = pgTable('event_channels', {
  channel: text('channel').primaryKey(),
  lastSequence: bigint('last_sequence', { mode: 'number' }).notNull(),
});

export const events = pgTable(
  'events',
  {
    channel: text('channel').notNull(),
    sequence: bigint('sequence', { mode: 'number' }).notNull(),
    type: text('type').notNull(),
    data: jsonb('data').notNull(),
    createdAt: createdAt(),
  },
  // The pruner finds old events by age (modules/live/repository.ts).
  (table) => [primaryKey({ columns: [table.channel, table.sequence] }), index('events_created').on(table.createdAt)],
);

/**
 * Durable work for later, done by whichever server process claims it first
 * (plugins/job-queue.ts, docs/decisions/008-our-own-job-queue.md): deadlines, reminders and
 * mail to send after a commit. A job is inserted in the transaction that makes it necessary
 * and kept when done, so what ran, when, and how often it failed stays readable, until the
 * housekeeping job (workflows/housekeeping.ts) prunes it; a job given up is never pruned.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull(),
    /** Scheduling the same work twice (one deadline, one mail) finds the first job instead. */
    dedupeKey: text('dedupe_key'),
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    /** Claims so far, counted when claimed: a job that kills its process is counted too. */
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** The claim's lease: until then no other process takes the job. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    doneAt: timestamp('done_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('jobs_dedupe_key').on(table.dedupeKey),
    index('jobs_due')
      .on(table.runAt)
      .where(sql`${table.doneAt} is null`),
    check('jobs_attempts_non_negative', sql`${table.attempts} >= 0`),
  ],
);

const statusIn = (...statuses: (typeof ORDER_STATUSES)[number][]) =>
  sql.raw(`status in (${statuses.map((status) => `'${status}'`).join(', ')})`);

/**
 * What a sale became (docs/product.md#orders). The winner's security hold, made while they
 * bid, stays pending until the order is paid (then it counts towards the price) or forfeited.
 * An order from an accepted second-chance offer has no hold: the bidder's was released at the
 * close, and they need the funds when paying.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => users.id),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id),
    priceKobo: kobo('price_kobo').notNull(),
    /** The pending transfer from the buyer's wallet to the auction's security account; none for a second chance. */
    securityHoldId: uuid('security_hold_id').references(() => ledgerTransfers.id),
    /** What that hold holds: it counts towards the price when paying. */
    heldKobo: kobo('held_kobo').notNull(),
    /** What an unpaid order forfeits of the hold (all of a bidder's; a bidder's share of a Buy Now's full-price hold). */
    securityKobo: kobo('security_kobo').notNull(),
    status: text('status', { enum: ORDER_STATUSES }).notNull(),
    /** The payment deadline. */
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    /** The buyer's Idempotency-Key of the payment and the answer it got, given again to a replay. */
    paymentKey: text('payment_key'),
    paymentAnswer: jsonb('payment_answer'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** Chosen when paying: pickup, or delivery to an address for the listing's fee. */
    deliveryMethod: text('delivery_method', { enum: ['pickup', 'delivery'] }),
    deliveryAddress: jsonb('delivery_address'),
    deliveryFeeKobo: kobo('delivery_fee_kobo').notNull().default(0),
    /** The seller's shipping deadline, business days after payment; past it the buyer may cancel. */
    shipBy: timestamp('ship_by', { withTimezone: true }),
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    /** Delivery counts as confirmed at this time unless the buyer confirms first or opens a dispute. */
    confirmBy: timestamp('confirm_by', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** A pickup the seller handed over with the buyer's code: completed without shipping. */
    handedOverAt: timestamp('handed_over_at', { withTimezone: true }),
    /** Wrong handover codes typed since the last lock-out; at HANDOVER_CODE.triesMax the seller waits. */
    handoverFailures: integer('handover_failures').notNull().default(0),
    /** Until then the seller's handover codes are refused without being checked. */
    handoverLockedUntil: timestamp('handover_locked_until', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // One live order per auction: closing twice cannot make two. A forfeited one leaves room
    // for the second-chance order.
    uniqueIndex('orders_listing_live')
      .on(table.listingId)
      .where(sql`${table.status} <> 'forfeited'`),
    uniqueIndex('orders_buyer_payment_key').on(table.buyerId, table.paymentKey),
    index('orders_buyer').on(table.buyerId, table.createdAt.desc().nullsFirst()),
    index('orders_seller').on(table.sellerId, table.createdAt.desc().nullsFirst()),
    check(
      'orders_amounts_valid',
      sql`${table.priceKobo} > 0 and ${table.deliveryFeeKobo} >= 0
      and ${table.securityKobo} >= 0 and ${table.securityKobo} <= ${table.heldKobo}
      and (${table.securityHoldId} is null) = (${table.heldKobo} = 0)
      and (${table.securityHoldId} is null or ${table.securityKobo} > 0)`,
    ),
    check('orders_status_valid', statusIn(...ORDER_STATUSES)),
    check(
      'orders_paid_when_paid',
      sql`(${statusIn('paid', 'shipped', 'delivered', 'completed', 'cancelled', 'disputed', 'refunded', 'resolved', ...ORDER_RETURN_STATUSES)})
      = (${table.paidAt} is not null and ${table.paymentKey} is not null and ${table.deliveryMethod} is not null
         and ${table.shipBy} is not null)`,
    ),
    check(
      'orders_delivery_address_when_delivered',
      sql`(${table.deliveryMethod} = 'delivery') = (${table.deliveryAddress} is not null)`,
    ),
    check(
      'orders_shipped_when_shipped',
      sql`(${statusIn('shipped', 'delivered', 'completed', 'disputed', 'refunded', 'resolved', ...ORDER_RETURN_STATUSES)})
      = ((${table.shippedAt} is not null and ${table.carrier} is not null and ${table.trackingNumber} is not null
         and ${table.confirmBy} is not null) or ${table.handedOverAt} is not null)`,
    ),
    // An item may arrive and still end refunded or in dispute (a return), so only the statuses
    // before it and those that need it are tied to delivered_at.
    check(
      'orders_handed_over_when_completed',
      sql`${table.handedOverAt} is null or (${statusIn('completed')} and ${table.deliveryMethod} = 'pickup')`,
    ),
    check('orders_handover_failures_valid', sql`${table.handoverFailures} >= 0`),
    check(
      'orders_delivered_when_delivered',
      sql`(${statusIn('delivered', 'completed', ...ORDER_RETURN_STATUSES)}) <= (${table.deliveredAt} is not null)
      and (${statusIn('awaiting_payment', 'paid', 'shipped', 'forfeited', 'cancelled')}) <= (${table.deliveredAt} is null)`,
    ),
    check('orders_completed_when_completed', sql`(${statusIn('completed')}) = (${table.completedAt} is not null)`),
    check('orders_cancelled_when_cancelled', sql`(${statusIn('cancelled')}) = (${table.cancelledAt} is not null)`),
  ],
);

/**
 * A buyer's dispute of a shipped order: it freezes the escrow until support resolves it
 * (the operator console) by refunding the buyer or releasing to the seller.
 */
export const orderDisputes = pgTable(
  'order_disputes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    openedBy: uuid('opened_by')
      .notNull()
      .references(() => users.id),
    reason: text('reason', { enum: ['not_received', 'not_as_described'] }).notNull(),
    details: text('details').notNull(),
    status: text('status', { enum: ['open', 'resolved'] })
      .notNull()
      .default('open'),
    /** How an operator resolved it: refunded to the buyer, released to the seller, or split between them. */
    resolution: text('resolution', { enum: ['refunded', 'released', 'split'] }),
    /** What the resolution gave the buyer back and paid the seller, commission deducted. */
    refundedKobo: kobo('refunded_kobo'),
    sellerPaidKobo: kobo('seller_paid_kobo'),
    openedAt: createdAt(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('order_disputes_one_open')
      .on(table.orderId)
      .where(sql`${table.status} = 'open'`),
    check(
      'order_disputes_resolved_when_resolved',
      sql`(${table.status} = 'resolved') = (${table.resolvedAt} is not null and ${table.resolution} is not null
      and ${table.refundedKobo} is not null and ${table.sellerPaidKobo} is not null)`,
    ),
  ],
);

/**
 * Photos a buyer attaches to a dispute, stored and served as listing photos are (same checks,
 * renditions and storage). Uploaded first, unattached; attached to the dispute by the request
 * that opens it, only by their uploader and only once.
 */
export const disputePhotos = pgTable(
  'dispute_photos',
  {
    id: uuid('id').primaryKey(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id),
    /** Null until the photo is attached to a dispute. */
    disputeId: uuid('dispute_id').references(() => orderDisputes.id),
    position: integer('position').notNull().default(0),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('dispute_photos_dispute').on(table.disputeId, table.position)],
);

/**
 * A buyer's return of an item not as described (docs/product.md#returns), one per order: its
 * claim (details, photos) is the order's dispute row, opened with it and shown to support only
 * once the order is disputed; this row holds the return's own reason, waits and shipping.
 */
export const orderReturns = pgTable(
  'order_returns',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id),
    disputeId: uuid('dispute_id')
      .notNull()
      .references(() => orderDisputes.id),
    reason: text('reason', { enum: RETURN_REASONS }).notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    /** The seller's deadline (business days) to accept or refuse. */
    answerBy: timestamp('answer_by', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    refusedAt: timestamp('refused_at', { withTimezone: true }),
    /** The buyer's deadline to send it back, once accepted. */
    shipBackBy: timestamp('ship_back_by', { withTimezone: true }),
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    /** When the seller's wait to confirm receipt ends: it then counts as received. */
    receiveBy: timestamp('receive_by', { withTimezone: true }),
    receivedAt: timestamp('received_at', { withTimezone: true }),
  },
  (table) => [
    check('order_returns_reason_known', sql`${table.reason} in ('not_as_described', 'damaged', 'wrong_item')`),
    check('order_returns_answered_once', sql`${table.acceptedAt} is null or ${table.refusedAt} is null`),
    check('order_returns_ship_back_when_accepted', sql`(${table.acceptedAt} is null) = (${table.shipBackBy} is null)`),
    check(
      'order_returns_shipped_together',
      sql`(${table.shippedAt} is null) = (${table.carrier} is null and ${table.trackingNumber} is null and ${table.receiveBy} is null)`,
    ),
  ],
);

/**
 * A seller's offer of an unsold item (a forfeit, or a reserve not met) to a bidder at that
 * bidder's highest maximum, open for SECOND_CHANCE_OFFER_HOURS. Accepted, it becomes an order.
 */
export const secondChanceOffers = pgTable(
  'second_chance_offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id),
    bidderId: uuid('bidder_id')
      .notNull()
      .references(() => users.id),
    /** The order forfeited before this offer; null when the reserve was not met. */
    forfeitedOrderId: uuid('forfeited_order_id').references(() => orders.id),
    priceKobo: kobo('price_kobo').notNull(),
    status: text('status', { enum: ['open', 'accepted', 'declined', 'expired'] })
      .notNull()
      .default('open'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** The order the accepted offer became. */
    orderId: uuid('order_id').references(() => orders.id),
    createdAt: createdAt(),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
  },
  (table) => [
    // One offer at a time per item, and each bidder offered an item at most once.
    uniqueIndex('second_chance_offers_one_live')
      .on(table.listingId)
      .where(sql`${table.status} in ('open', 'accepted')`),
    uniqueIndex('second_chance_offers_once_per_bidder').on(table.listingId, table.bidderId),
    index('second_chance_offers_bidder').on(table.bidderId, table.createdAt.desc().nullsFirst()),
    check('second_chance_offers_price_positive', sql`${table.priceKobo} > 0`),
    check(
      'second_chance_offers_order_when_accepted',
      sql`(${table.status} = 'accepted') = (${table.orderId} is not null)`,
    ),
  ],
);

/** Every transition of an order, with when and who; append-only, like the ledger. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    /** Null for the order's creation. */
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    actor: text('actor', { enum: ['buyer', 'seller', 'system', 'operator'] }).notNull(),
    actorId: uuid('actor_id').references(() => users.id),
    // The statement's clock: a transaction's transitions keep their order.
    at: timestamp('at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (table) => [
    index('order_events_order').on(table.orderId, table.at),
    check('order_events_actor_named', sql`(${table.actor} = 'system') = (${table.actorId} is null)`),
  ],
);

/**
 * What one party of a completed order said of the other: 1-5 stars and an optional comment,
 * once per party per order (editable for RATING_LIMITS.editDays after it was first given).
 */
export const orderRatings = pgTable(
  'order_ratings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    raterId: uuid('rater_id')
      .notNull()
      .references(() => users.id),
    rateeId: uuid('ratee_id')
      .notNull()
      .references(() => users.id),
    /** The side of the sale the rated person was on: a seller's profile averages what they got as seller. */
    rateeRole: text('ratee_role', { enum: ['buyer', 'seller'] }).notNull(),
    stars: integer('stars').notNull(),
    comment: text('comment'),
    /** When it was first given: the edit window counts from here. */
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('order_ratings_one_per_rater').on(table.orderId, table.raterId),
    index('order_ratings_ratee_newest').on(table.rateeId, table.rateeRole, table.createdAt.desc().nullsFirst()),
    check('order_ratings_stars_range', sql`${table.stars} between 1 and 5`),
    check('order_ratings_ratee_role_valid', sql`${table.rateeRole} in ('buyer', 'seller')`),
    check('order_ratings_not_self', sql`${table.raterId} <> ${table.rateeId}`),
  ],
);

/**
 * Auctions a user saved (the heart). A row per user and auction, so watching twice is one
 * row; the watcher count of an auction reads `watchlist_listing`.
 */
export const watchlist = pgTable(
  'watchlist',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.listingId] }),
    index('watchlist_listing').on(table.listingId),
    index('watchlist_user_newest').on(table.userId, table.createdAt.desc().nullsFirst()),
  ],
);

/**
 * Each seller's ratings received as seller, summed in the rating's own transaction, so every
 * card's stars cost one primary-key join instead of an aggregate over the ratings.
 */
export const sellerRatingTotals = pgTable(
  'seller_rating_totals',
  {
    sellerId: uuid('seller_id')
      .primaryKey()
      .references(() => users.id),
    reviewCount: integer('review_count').notNull(),
    starTotal: integer('star_total').notNull(),
  },
  (table) => [
    check(
      'seller_rating_totals_consistent',
      sql`${table.reviewCount} >= 0 and ${table.starTotal} between ${table.reviewCount} and 5 * ${table.reviewCount}`,
    ),
  ],
);

/**
 * What operators did, who, to which record and why (modules/admin/audit.ts writes it in the
 * action's own transaction). Append-only: a trigger refuses updates and deletes.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    /** Keyset pages read newest first by this. */
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** Null for what the command line did (`npm run operator`). */
    operatorId: uuid('operator_id').references(() => users.id),
    action: text('action').notNull(),
    recordType: text('record_type').notNull(),
    recordId: text('record_id').notNull(),
    reason: text('reason').notNull(),
    /** What the action did in figures (amounts, holds released), for a reader of the log. */
    details: jsonb('details').notNull().default({}),
    at: timestamp('at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (table) => [
    index('audit_log_record').on(table.recordType, table.recordId, table.id),
    check('audit_log_reason_given', sql`length(btrim(${table.reason})) > 0`),
  ],
);

/** Outside production without an SMS provider, outgoing SMS is kept here for the development outbox. */
export const devSms = pgTable(
  'dev_sms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    toNumber: text('to_number').notNull(),
    body: text('body').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('dev_sms_recipient_latest').on(table.toNumber, table.sentAt.desc().nullsFirst())],
);

/**
 * Every notice a user was sent (the bell): a copy of each event of their live channel
 * except the technical ones, written by a trigger on `events`
 * (sql/functions/store_user_notice.sql) in the transaction that appended it. Events are
 * pruned after a week; notices after months (workflows/housekeeping.ts). Paged newest first by id.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind').notNull(),
    data: jsonb('data').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('notifications_user_newest').on(table.userId, table.id.desc().nullsFirst()),
    index('notifications_user_unread')
      .on(table.userId, table.id)
      .where(sql`${table.readAt} is null`),
  ],
);

/** Kinds of optional mail a user turned off (every kind is on until a row says otherwise). */
export const mailOptOuts = pgTable(
  'mail_opt_outs',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind').notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.kind] })],
);

/**
 * A seller's identity check through Paystack's customer validation (modules/seller-verification):
 * one row per user, the latest attempt. The BVN itself is never stored: only the outcome, its
 * dates and the masked form Paystack's webhook gives. The account number is kept to tell this
 * attempt's webhook from a replay of an earlier one's (Paystack's carries it masked).
 */
export const sellerVerifications = pgTable(
  'seller_verifications',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id),
    /** Paystack's customer the identification was sent for; its webhooks name it. */
    customerCode: text('customer_code').notNull(),
    status: text('status', { enum: ['pending', 'verified', 'failed', 'revoked'] }).notNull(),
    firstName: text('first_name').notNull(),
    middleName: text('middle_name'),
    lastName: text('last_name').notNull(),
    bankCode: text('bank_code').notNull(),
    /** Masked as Paystack masks it ("012****789"), as the BVN is: the full number is not kept. */
    maskedAccountNumber: text('masked_account_number').notNull(),
    maskedBvn: text('masked_bvn'),
    /** Paystack's reason for a failure, or the operator's for a revocation. */
    reason: text('reason'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (table) => [
    index('seller_verifications_customer').on(table.customerCode),
    // Cards ask "is this seller verified" by primary key; search filters on it.
    index('seller_verifications_verified')
      .on(table.userId)
      .where(sql`${table.status} = 'verified'`),
  ],
);

/*
 * The fake Paystack's own state (src/paystack/fake), outside production only: kept in the
 * database, not in a process's memory, so a checkout started through one server process
 * (or node) is paid through any other. Paystack's ids are integers, hence identity columns.
 */

export const fakePaystackCustomers = pgTable('fake_paystack_customers', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  customerCode: text('customer_code').notNull().unique(),
  /** Paystack keeps one customer per email. */
  email: text('email').notNull().unique(),
  firstName: text('first_name'),
  lastName: text('last_name'),
});

export const fakePaystackTransactions = pgTable('fake_paystack_transactions', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  reference: text('reference').notNull().unique(),
  accessCode: text('access_code').notNull().unique(),
  amount: kobo('amount').notNull(),
  currency: text('currency').notNull(),
  status: text('status', { enum: ['abandoned', 'success', 'failed'] }).notNull(),
  channel: text('channel'),
  callbackUrl: text('callback_url'),
  customerId: integer('customer_id')
    .notNull()
    .references(() => fakePaystackCustomers.id),
  /** The dedicated account a bank transfer was made into. */
  receiverAccountNumber: text('receiver_account_number'),
  createdAt: createdAt(),
  paidAt: timestamp('paid_at', { withTimezone: true }),
});

export const fakePaystackDedicatedAccounts = pgTable('fake_paystack_dedicated_accounts', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  customerId: integer('customer_id')
    .notNull()
    .unique()
    .references(() => fakePaystackCustomers.id),
  bankName: text('bank_name').notNull(),
  bankSlug: text('bank_slug').notNull(),
  accountNumber: text('account_number').notNull().unique(),
  accountName: text('account_name').notNull(),
});

/**
 * The fake bank's named account holders: an account whose owner Paystack's customer
 * validation confirmed resolves to that owner's name (src/paystack/fake/transfers.ts).
 */
export const fakePaystackAccountHolders = pgTable(
  'fake_paystack_account_holders',
  {
    bankCode: text('bank_code').notNull(),
    accountNumber: text('account_number').notNull(),
    name: text('name').notNull(),
  },
  (table) => [primaryKey({ columns: [table.bankCode, table.accountNumber] })],
);

export const fakePaystackRecipients = pgTable(
  'fake_paystack_recipients',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    accountNumber: text('account_number').notNull(),
    bankCode: text('bank_code').notNull(),
    createdAt: createdAt(),
  },
  // Paystack answers the existing recipient for an account it has already.
  (table) => [uniqueIndex('fake_paystack_recipients_account').on(table.accountNumber, table.bankCode)],
);

export const fakePaystackTransfers = pgTable(
  'fake_paystack_transfers',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    code: text('code').notNull().unique(),
    reference: text('reference').notNull().unique(),
    amount: kobo('amount').notNull(),
    reason: text('reason').notNull(),
    status: text('status', { enum: ['pending', 'otp', 'success', 'failed', 'reversed'] }).notNull(),
    recipientId: integer('recipient_id')
      .notNull()
      .references(() => fakePaystackRecipients.id),
    /** What the bank does next and when (settles it, or returns it), applied by whichever process polls first. */
    nextStatus: text('next_status', { enum: ['success', 'failed', 'reversed'] }),
    nextStatusAt: timestamp('next_status_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('fake_paystack_transfers_next')
      .on(table.nextStatusAt)
      .where(sql`${table.nextStatus} is not null`),
  ],
);

/**
 * The fake's signed webhooks waiting to be delivered: every process serving the fake polls
 * this table, so a retry survives the process that first tried, as Paystack's do.
 */
export const fakePaystackWebhooks = pgTable(
  'fake_paystack_webhooks',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    event: text('event').notNull(),
    /** The exact body sent and signed: `{ event, data }` as JSON. */
    body: text('body').notNull(),
    attempts: integer('attempts').notNull().default(0),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    givenUpAt: timestamp('given_up_at', { withTimezone: true }),
  },
  (table) => [
    index('fake_paystack_webhooks_due')
      .on(table.runAt)
      .where(sql`${table.deliveredAt} is null and ${table.givenUpAt} is null`),
  ],
);

/**
 * The last number given to each kind of sale document: taken under this row's lock in the
 * transaction that releases the escrow, so numbers are gap-free (a rolled-back release gives
 * its number back) and in the order the releases commit.
 */
export const saleDocumentCounters = pgTable(
  'sale_document_counters',
  {
    kind: text('kind', { enum: ['receipt', 'statement'] }).primaryKey(),
    lastNumber: integer('last_number').notNull().default(0),
  },
  (table) => [check('sale_document_counters_kind_known', sql`${table.kind} in ('receipt', 'statement')`)],
);

/**
 * A completed sale's receipt (the buyer's) and statement (the seller's), written once when the
 * escrow is released, with the figures and names as they were then (a later rename or price
 * rule does not rewrite an issued document). The commission includes its VAT (docs/product.md#receipts).
 */
export const saleDocuments = pgTable(
  'sale_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    kind: text('kind', { enum: ['receipt', 'statement'] }).notNull(),
    number: integer('number').notNull(),
    /** The party it is issued to: the buyer for a receipt, the seller for a statement. */
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    title: text('title').notNull(),
    buyerName: text('buyer_name').notNull(),
    sellerName: text('seller_name').notNull(),
    priceKobo: kobo('price_kobo').notNull(),
    deliveryFeeKobo: kobo('delivery_fee_kobo').notNull(),
    /** Our commission, VAT included; `vatKobo` is the VAT within it. */
    commissionKobo: kobo('commission_kobo').notNull(),
    vatKobo: kobo('vat_kobo').notNull(),
    /**
     * Given back to the buyer when support split a disputed sale: out of the price first, and
     * less than it (a sale refunded down to none of its price has no documents).
     */
    refundedKobo: kobo('refunded_kobo').notNull().default(0),
    payoutKobo: kobo('payout_kobo').notNull(),
  },
  (table) => [
    uniqueIndex('sale_documents_kind_number').on(table.kind, table.number),
    uniqueIndex('sale_documents_order_kind').on(table.orderId, table.kind),
    index('sale_documents_user').on(table.userId, table.issuedAt.desc().nullsFirst()),
    index('sale_documents_issued').on(table.issuedAt),
    check('sale_documents_kind_known', sql`${table.kind} in ('receipt', 'statement')`),
    check(
      'sale_documents_amounts_valid',
      sql`${table.number} > 0 and ${table.priceKobo} > 0 and ${table.deliveryFeeKobo} >= 0
      and ${table.vatKobo} >= 0 and ${table.vatKobo} <= ${table.commissionKobo}
      and ${table.refundedKobo} >= 0 and ${table.refundedKobo} < ${table.priceKobo}
      and ${table.payoutKobo} = ${table.priceKobo} - ${table.refundedKobo} - ${table.commissionKobo} + ${table.deliveryFeeKobo}`,
    ),
  ],
);

/** Users who asked for their alerts on WhatsApp (Settings); a verified phone is needed too. */
export const whatsAppOptIns = pgTable('whatsapp_opt_ins', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id),
  optedInAt: createdAt(),
});

export const WHATSAPP_ALERT_STATUSES = ['queued', 'sent', 'delivered', 'read', 'failed'] as const;

/**
 * One alert to a user's phone (workflows/notices/whatsapp-alerts.ts), made from one notice:
 * the WhatsApp template message, its delivery status as WhatsApp's webhook reports it, and
 * the SMS that stood in for it when an urgent alert failed or was late. Counted for the
 * hourly limit per user.
 */
export const whatsAppAlerts = pgTable(
  'whatsapp_alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    notificationId: bigint('notification_id', { mode: 'number' }).notNull(),
    kind: text('kind').notNull(),
    /** Falls back to SMS when WhatsApp fails or does not deliver in time. */
    urgent: boolean('urgent').notNull(),
    /** E.164, as verified when the alert was made. */
    toPhone: text('to_phone').notNull(),
    template: text('template').notNull(),
    /** The template's body parameters, in order. */
    parameters: jsonb('parameters').notNull(),
    /** The SMS sent in its place, if it comes to that. */
    smsText: text('sms_text'),
    status: text('status', { enum: WHATSAPP_ALERT_STATUSES }).notNull().default('queued'),
    /** WhatsApp's message id (`wamid.`), once it accepted the message. */
    wamid: text('wamid'),
    sendAttempts: integer('send_attempts').notNull().default(0),
    lastError: text('last_error'),
    smsSentAt: timestamp('sms_sent_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('whatsapp_alerts_notification_key').on(table.notificationId),
    uniqueIndex('whatsapp_alerts_wamid_key').on(table.wamid),
    index('whatsapp_alerts_user_recent').on(table.userId, table.createdAt),
    check('whatsapp_alerts_status_valid', sql`${table.status} in ('queued', 'sent', 'delivered', 'read', 'failed')`),
  ],
);

/**
 * The fake WhatsApp Cloud API's messages (src/whatsapp/fake.ts, never in production): what
 * it accepted, as sent, and the last status its webhooks reported, so every process serving
 * it answers alike and its outbox page shows them.
 */
export const fakeWhatsAppMessages = pgTable(
  'fake_whatsapp_messages',
  {
    wamid: text('wamid').primaryKey(),
    toNumber: text('to_number').notNull(),
    /** The request body, as WhatsApp would have read it. */
    body: jsonb('body').notNull(),
    status: text('status').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('fake_whatsapp_messages_newest').on(table.createdAt.desc().nullsFirst())],
);

/**
 * A browser's Web Push subscription (modules/push): where the push service takes messages
 * for it, and the keys its payloads are encrypted to (RFC 8291). One row per endpoint: a
 * browser that subscribes again, under another account, moves the row to that account.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    endpoint: text('endpoint').notNull(),
    /** The browser's P-256 public key and auth secret, base64url, as PushSubscription.toJSON() gives them. */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('push_subscriptions_endpoint').on(table.endpoint),
    index('push_subscriptions_user').on(table.userId),
  ],
);

/** Push kinds (PUSH_KINDS in packages/shared) a user turned off; every kind is on until then. */
export const pushOptOuts = pgTable(
  'push_opt_outs',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind').notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.kind] })],
);

/**
 * The VAPID key pair generated outside production when VAPID_PUBLIC_KEY is unset: one row,
 * inserted by whichever process starts first, so every process signs with the same key and
 * subscriptions survive restarts (modules/push/vapid.ts).
 */
export const devVapidKeys = pgTable(
  'dev_vapid_keys',
  {
    id: integer('id').primaryKey().default(1),
    publicKey: text('public_key').notNull(),
    privateKey: text('private_key').notNull(),
    createdAt: createdAt(),
  },
  (table) => [check('dev_vapid_keys_one_row', sql`${table.id} = 1`)],
);

/**
 * A user's saved searches (modules/saved-searches): the search page's query, checked by its
 * schema, and how the owner hears of a new auction that matches it.
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    name: text('name').notNull(),
    query: jsonb('query').notNull(),
    notify: text('notify', { enum: ['bell', 'daily_mail'] }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('saved_searches_user').on(table.userId, table.createdAt),
    check('saved_searches_notify_valid', sql`${table.notify} in ('bell', 'daily_mail')`),
  ],
);

/**
 * A new auction that matched a user's saved search: one row per user and auction, however
 * many of their searches it matched, so each owner is told once. A `daily_mail` match waits
 * for the day's digest, which sets `mailed_at`.
 */
export const savedSearchMatches = pgTable(
  'saved_search_matches',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id),
    /** Null once the saved search is deleted; the match still counts as told. */
    savedSearchId: uuid('saved_search_id').references(() => savedSearches.id, { onDelete: 'set null' }),
    searchName: text('search_name').notNull(),
    notify: text('notify', { enum: ['bell', 'daily_mail'] }).notNull(),
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.listingId] }),
    index('saved_search_matches_to_mail')
      .on(table.userId)
      .where(sql`${table.notify} = 'daily_mail' and ${table.mailedAt} is null`),
  ],
);

/** One row per user and day (Lagos time) the saved-search digest mailed them: never two a day. */
export const savedSearchDigests = pgTable(
  'saved_search_digests',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    day: text('day').notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.day] })],
);
