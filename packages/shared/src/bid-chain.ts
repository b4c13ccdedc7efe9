/**
 * The bid chain's canonical encoding (docs/product.md#bid-log), the one the database
 * (apps/api/sql/functions/bid_commitment.sql, bid_chain_hash.sql), `npm run verify-auction`
 * and the browser's verify page all hash:
 *
 * - A field is its text's length in UTF-8 bytes in decimal, a colon, then the text: `5:Aisha`.
 *   A message is its fields one after another, the first naming the message and its version.
 * - commitment = SHA-256 of the fields `naijabid.bid-commitment.v1`, bidder id (lower-case
 *   uuid), maximum in kobo (decimal), salt (lower-case hex). Only the database knows these.
 * - hash = SHA-256 of the fields `naijabid.bid.v1`, auction id, position (from 1), time
 *   (`2026-11-26T13:05:09.123Z`, to the millisecond), masked name, price in kobo after the
 *   bid, commitment (hex), previous hash (hex). The first bid's previous hash is
 *   BID_CHAIN_START; the auction records its last bid's hash when it ends.
 *
 * Hashing uses Web Crypto (`crypto.subtle`), present in browsers and Node alike.
 */

/** What the first bid of every auction chains to. */
export const BID_CHAIN_START = '0'.repeat(64);

const encoder = new TextEncoder();

function encodeFields(fields: readonly string[]): Uint8Array {
  return encoder.encode(fields.map((field) => `${encoder.encode(field).length}:${field}`).join(''));
}

async function sha256Hex(fields: readonly string[]): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', encodeFields(fields) as Uint8Array<ArrayBuffer>);
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** A bid's private fields, known to the database only. */
export interface BidSecret {
  bidderId: string;
  maxAmountKobo: number;
  saltHex: string;
}

export function bidCommitment(secret: BidSecret): Promise<string> {
  return sha256Hex(['naijabid.bid-commitment.v1', secret.bidderId, String(secret.maxAmountKobo), secret.saltHex]);
}

/** A bid as the public log shows it. */
export interface ChainedBid {
  position: number;
  placedAt: string;
  bidder: string;
  price: number;
  commitment: string;
  previousHash: string;
  hash: string;
}

export function bidChainHash(listingId: string, bid: Omit<ChainedBid, 'hash'>): Promise<string> {
  return sha256Hex([
    'naijabid.bid.v1',
    listingId,
    String(bid.position),
    bid.placedAt,
    bid.bidder,
    String(bid.price),
    bid.commitment,
    bid.previousHash,
  ]);
}

/** Where a chain stops holding, and why. */
export type BidChainBreak =
  | { position: number; reason: 'out_of_order' | 'previous_hash_mismatch' | 'hash_mismatch' }
  | { position: null; reason: 'final_hash_mismatch' };

/**
 * Recomputes an auction's chain from its log, bid by bid, and compares its end with the
 * final hash recorded at the close (when given). Answers the first break, or null.
 */
export async function findBidChainBreak(
  listingId: string,
  log: readonly ChainedBid[],
  finalHash?: string | null,
): Promise<BidChainBreak | null> {
  let previousHash = BID_CHAIN_START;
  for (const [index, bid] of log.entries()) {
    if (bid.position !== index + 1) return { position: bid.position, reason: 'out_of_order' };
    if (bid.previousHash !== previousHash) return { position: bid.position, reason: 'previous_hash_mismatch' };
    if ((await bidChainHash(listingId, bid)) !== bid.hash) return { position: bid.position, reason: 'hash_mismatch' };
    previousHash = bid.hash;
  }
  if (finalHash != null && finalHash !== previousHash) return { position: null, reason: 'final_hash_mismatch' };
  return null;
}
