import { bidIncrementFor, bidSecurityFor } from '@naijabid/shared/auction-rules';
import { serverMessages } from '@naijabid/shared/messages';
import { formatNaira, KOBO_PER_NAIRA } from '@naijabid/shared/money';
import type { WalletBalance } from '@naijabid/shared/schemas/wallet';
import type { AuctionDetail } from '@naijabid/shared/schemas/listings';

/**
 * An amount as people type it in naira ("25000", "25,000", "₦25,000.50") in kobo, or null.
 * Read as digits, never through a float, so "0.29" is 29 kobo and not 28.999....
 */
export function nairaTextToKobo(text: string): number | null {
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(text.replace(/[\s,₦]/g, ''));
  if (!match) return null;
  const kobo = Number(match[1]) * KOBO_PER_NAIRA + Number((match[2] ?? '').padEnd(2, '0'));
  return kobo > 0 ? kobo : null;
}

/** Kobo as the amount field shows it: plain digits, with kobo only when there are some. */
export function koboToNairaText(kobo: number): string {
  const naira = Math.floor(kobo / KOBO_PER_NAIRA);
  const rest = kobo % KOBO_PER_NAIRA;
  return rest === 0 ? String(naira) : `${naira}.${String(rest).padStart(2, '0')}`;
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

/**
 * One key per intended bid (the server answers a repeated key with the first answer).
 * `crypto.randomUUID` exists only on secure origins; a phone testing over the local
 * network on plain http still gets 128 random bits.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
