/** The bid log's check (`/auctions/:id/verify` and `npm run verify-auction`, docs/product.md#bid-log). */
import type { BidChainBreak } from '../bid-chain';

/** Why a bid breaks its auction's chain; `commitment_mismatch` only the database can see. */
export type BidLogBreakReason = BidChainBreak['reason'] | 'commitment_mismatch';

export const bidLogBreaks: Record<BidLogBreakReason, (position: number | null) => string> = {
  commitment_mismatch: (position) =>
    `Bid #${position}: its commitment does not match its bidder, maximum and salt (a private field was changed).`,
  hash_mismatch: (position) =>
    `Bid #${position}: its hash does not match its public fields (its time, name, price or commitment was changed).`,
  previous_hash_mismatch: (position) =>
    `Bid #${position}: it does not link to the hash of the bid before it (a bid was removed, added or rewritten).`,
  out_of_order: (position) => `Bid #${position} is out of place: a bid before it is missing.`,
  final_hash_mismatch: () =>
    'The last bid does not end in the final hash recorded at the close (bids were changed after the close).',
};

export const bidLogLabels = {
  title: 'Bid log check',
  intro:
    'Every accepted bid is chained to the one before it by a SHA-256 hash, and the close records the last hash. Your browser recomputes the whole chain here from the public log, so nobody can quietly change a bid, a price or the winner after the fact.',
  privacy:
    'Each bid shows its masked bidder and the price it led to. The bidder and their hidden maximum are sealed in the commitment, a hash only the site can open.',
  checking: 'Recomputing the chain in your browser…',
  notFound: 'This auction does not exist or is no longer available.',
  loadFailed: 'The bid log could not be loaded. Check your connection and try again.',
  verified: (bids: number) =>
    `Verified: all ${bids} ${bids === 1 ? 'bid chains' : 'bids chain'} correctly and end in the final hash recorded at the close.`,
  verifiedLive: (bids: number) =>
    `All ${bids} ${bids === 1 ? 'bid chains' : 'bids chain'} correctly so far. The final hash is recorded when the auction ends.`,
  noBids: 'No bids yet: there is nothing to check.',
  broken: 'The chain is broken.',
  finalHash: 'Final hash recorded at the close',
  recomputedHash: 'Last hash recomputed in your browser',
  notClosed: 'Not recorded yet: the auction has not ended.',
  bids: 'The public bid log',
  breaksHere: 'The chain breaks here',
  backToAuction: 'Back to the auction',
} as const;

/** What `npm run verify-auction` prints. */
export const verifyAuctionOutput = {
  usage: 'Usage: npm run verify-auction -- AUCTION_ID',
  ok: (title: string, bids: number, finalHash: string | null) =>
    `OK: "${title}": ${bids} bids chain correctly${finalHash ? ` and end in the final hash ${finalHash}` : '; not ended, so no final hash yet'}.`,
  broken: (title: string, detail: string) => `BROKEN: "${title}": ${detail}`,
} as const;
