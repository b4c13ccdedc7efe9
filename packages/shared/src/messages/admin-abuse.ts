/** The console's abuse signals (`/admin/abuse`, docs/product.md#operator-console). */

/** Bids on one seller's auctions before a bidder is listed without a shared address. */
export const SHILL_MIN_BIDS = 3;

/**
 * The most accounts on a shared login address that still lists a pair by itself. A carrier
 * puts thousands of subscribers behind one address (carrier NAT, common in Nigeria), and
 * two strangers on it are no sign of one person.
 */
export const SHILL_ADDRESS_MAX_ACCOUNTS = 5;

/**
 * The scores, 0 to 100, as the page explains them. Shill bidding: up to 40 for how much of
 * the bidder's bidding goes to this one seller, up to 30 for how rarely they win this seller's
 * ended auctions, up to 30 for logging in from an address the seller also used: all of it when
 * no other account used it, 30 × 2 ÷ the accounts on it when others did.
 * Forfeits: 10 per auction won and left unpaid (at most 50), plus up to 50 for the share of
 * their wins they forfeited.
 */
export const SCORE_WEIGHTS = {
  concentration: 40,
  losing: 30,
  sameAddress: 30,
  perForfeit: 10,
  forfeitCountCap: 50,
  forfeitShare: 50,
} as const;

export const abusePageLabels = {
  title: 'Abuse signals',
  intro:
    'Patterns worth a look, most suspicious first. A score is a reason to read the account, never proof: check its bids and orders before acting.',
  shillTitle: 'Suspected shill bidding',
  shillExplain: `Accounts that bid mostly on one seller's auctions and rarely win them, or that logged in from an address the seller used. Score (0-100): up to ${SCORE_WEIGHTS.concentration} for the share of the bidder's bids placed on this seller, up to ${SCORE_WEIGHTS.losing} for the share of this seller's ended auctions they bid on and lost, and up to ${SCORE_WEIGHTS.sameAddress} if they logged in from one address: all of it when no other account did, ${SCORE_WEIGHTS.sameAddress} × 2 ÷ the number of accounts when others did (a carrier's shared address counts for almost nothing). Listed from ${SHILL_MIN_BIDS} bids on one seller, or at any count with an address at most ${SHILL_ADDRESS_MAX_ACCOUNTS} accounts used.`,
  addressNote:
    'Addresses are kept only as keyed hashes of where each session logged in from, since this release; a shared address may be a family, an office or a cybercafé.',
  forfeitTitle: 'Forfeits',
  forfeitExplain: `Winners who did not pay. Score (0-100): ${SCORE_WEIGHTS.perForfeit} per forfeited auction (at most ${SCORE_WEIGHTS.forfeitCountCap}) plus up to ${SCORE_WEIGHTS.forfeitShare} for the share of their wins they forfeited.`,
  retractionsNote: 'Bids on NaijaBid are binding and cannot be retracted, so there are no retractions to count.',
  noneShill: 'No bidding pattern stands out.',
  noneForfeit: 'Nobody has forfeited an auction.',
  score: 'Score',
  bidder: 'Bidder',
  seller: 'Seller',
  winner: 'Winner',
  bidsOnSeller: (onSeller: number, all: number) => `${onSeller} of their ${all} bids on this seller`,
  wins: (wins: number, ended: number, auctions: number) => `won ${wins} of ${ended} ended (${auctions} bid on)`,
  sameAddress: (accounts: number) =>
    accounts === 2
      ? 'Logged in from the same address, which no other account used'
      : `Logged in from the same address, which ${accounts} accounts used`,
  forfeits: (forfeited: number, won: number) => `forfeited ${forfeited} of ${won} won`,
  strikes: (strikes: number) => `${strikes} ${strikes === 1 ? 'strike' : 'strikes'} standing`,
} as const;
