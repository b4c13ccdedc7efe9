import { z } from 'zod';
import { koboSchema } from './envelope';

const sha256HexSchema = z.string().regex(/^[0-9a-f]{64}$/);

/** One bid of an auction's public log (docs/product.md#bid-log; its hashing: ../bid-chain.ts). */
export const chainedBidSchema = z.strictObject({
  /** Its place in the auction's chain, from 1. */
  position: z.number().int().positive(),
  /** UTC to the millisecond, exactly as hashed. */
  placedAt: z.string(),
  /** Masked, e.g. "Aisha O***". */
  bidder: z.string(),
  /** The price this bid led to, in kobo; the bidder's maximum stays hidden in the commitment. */
  price: koboSchema,
  commitment: sha256HexSchema,
  previousHash: sha256HexSchema,
  hash: sha256HexSchema,
});

/** GET /auctions/:id/bid-log: every bid of the auction in chain order, and the hash its close recorded. */
export const bidLogSchema = z.strictObject({
  listingId: z.uuid(),
  title: z.string(),
  /** Recorded when the auction ended; null while it has not. */
  finalHash: sha256HexSchema.nullable(),
  items: z.array(chainedBidSchema),
});
export type BidLog = z.infer<typeof bidLogSchema>;
