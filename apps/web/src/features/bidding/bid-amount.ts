import { bidIncrementFor, bidSecurityFor } from '@naijabid/shared/auction-rules';
import { serverMessages } from '@naijabid/shared/messages';
import { formatNaira, parseNaira } from '@naijabid/shared/money';
import type { WalletBalance } from '@naijabid/shared/schemas/wallet';
import type { AuctionDetail } from '@naijabid/shared/schemas/listings';

/** The typed bid in kobo, or null when the field holds no amount above zero. */
export function bidAmountKobo(text: string): number | null {
  const parsed = parseNaira(text);
  return parsed.kind === 'amount' && parsed.amountKobo > 0 ? parsed.amountKobo : null;
}

/**
 * The least a bid may be: the minimum next bid, or, for the leader raising their own
 * maximum, anything above it (the server refuses a raise that is not higher).
 */
export interface BidFloor {
  amountKobo: number;
  exclusive: boolean;
}

export function bidFloorOf(auction: Pick<AuctionDetail, 'minNextBid' | 'yourBid'>): BidFloor {
  if (auction.yourBid?.leading) return { amountKobo: auction.yourBid.maxAmount, exclusive: true };
  return { amountKobo: auction.minNextBid, exclusive: false };
}

/** What the amount field starts with: the minimum, or one increment above the leader's own maximum. */
export function suggestedBidKobo(floor: BidFloor): number {
  return floor.exclusive ? floor.amountKobo + bidIncrementFor(floor.amountKobo) : floor.amountKobo;
}

/** The server's own sentence for a bid under the floor, or null when the amount clears it. */
export function belowFloorMessage(amountKobo: number, floor: BidFloor): string | null {
  if (floor.exclusive)
    return amountKobo > floor.amountKobo ? null : serverMessages.bidNotAboveOwnMaximum(formatNaira(floor.amountKobo));
  return amountKobo >= floor.amountKobo ? null : serverMessages.bidTooLow(formatNaira(floor.amountKobo));
}

/**
 * How much more the wallet needs before `neededKobo` can be held. A leader's current
 * security is released in the same step (raising a maximum, or Buy Now), so it counts.
 */
export function shortfallKobo(neededKobo: number, wallet: WalletBalance, yourBid: AuctionDetail['yourBid']): number {
  const released = yourBid?.leading ? bidSecurityFor(yourBid.maxAmount) : 0;
  return Math.max(0, neededKobo - (wallet.available + released));
}
