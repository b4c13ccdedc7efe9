import { TERMS } from '@naijabid/shared/constants';
import { formatNaira, nairaToKobo } from '@naijabid/shared/money';
import {
  BID_RESET_WINDOW_MINUTES,
  BID_SECURITY_MIN_KOBO,
  BID_SECURITY_PERCENT,
  bidIncrementFor,
  bidSecurityFor,
} from '@naijabid/shared/auction-rules';

export interface TipsArticle {
  slug: string;
  title: string;
  summary: string;
  /** Paragraphs, in reading order. */
  body: string[];
}

/** The worked examples below are computed from the rules so they stay true if a rule changes. */
const exampleMaximumKobo = nairaToKobo(150_000);
const rivalMaximumKobo = nairaToKobo(120_000);
const exampleSecurityKobo = bidSecurityFor(exampleMaximumKobo);
const otherAuctionSecurityKobo = bidSecurityFor(nairaToKobo(40_000));

const resetWindowSeconds = BID_RESET_WINDOW_MINUTES * 60;
/** 8:00 pm in Lagos is 19:00 UTC; West Africa Time has no daylight saving. */
const exampleEndUtcMs = Date.UTC(2025, 7, 15, 19, 0, 0);
const lagosClock = new Intl.DateTimeFormat('en-NG', {
  timeZone: 'Africa/Lagos',
  hour: 'numeric',
  minute: '2-digit',
  second: '2-digit',
  // en-NG defaults to a 24-hour clock in some browsers; people here say "8 pm".
  hour12: true,
});
function lagosTime(secondsFromScheduledEnd: number): string {
  return lagosClock.format(new Date(exampleEndUtcMs + secondsFromScheduledEnd * 1000));
}
const firstLateBid = -30;
const secondLateBid = firstLateBid + resetWindowSeconds - 30;

export const tipsArticles: TipsArticle[] = [
  {
    slug: 'winning-strategies',
    title: 'Winning strategies: how to bid smarter',
    summary:
      'Decide your price before you bid, let proxy bidding work for you, and keep your wallet ready so you never lose an item you could have afforded.',
    body: [
      'Most auctions are not won by the fastest finger. They are won by the bidder who knew what the item was worth to them and said so early. These habits will help you win more often and never overpay.',
      'Do your homework first. Check what the same item sells for new and fairly used in shops and online stores, read the whole description, look at every photo, and note the condition the seller has chosen. Look at the seller’s star rating and reviews. If anything is unclear, ask before you bid, not after you win.',
      'Decide your maximum and enter it once. When you bid, you give NaijaBid the most you are willing to pay. The system then bids for you, one increment at a time, only as far as it needs to keep you in the lead. If your maximum is ' +
        formatNaira(exampleMaximumKobo) +
        ' and the next bidder will go no higher than ' +
        formatNaira(rivalMaximumKobo) +
        ', you win at ' +
        formatNaira(rivalMaximumKobo + bidIncrementFor(rivalMaximumKobo)) +
        ', not at your maximum.',
      'Bid early rather than late. When two bidders enter the same maximum, the one who entered it first stays in the lead. Waiting until the last seconds gains you nothing, because a late bid extends the countdown and gives everyone time to answer.',
      'Use an uneven maximum. Many people stop at round numbers such as ₦50,000. A maximum a little above a round number, for example ₦50,700, beats all of them at no real extra cost.',
      'Keep enough in your wallet. To lead an auction you must hold ' +
        BID_SECURITY_PERCENT +
        '% of your maximum (at least ' +
        formatNaira(BID_SECURITY_MIN_KOBO) +
        ') as bid security from your available balance. A ' +
        formatNaira(exampleMaximumKobo) +
        ' maximum needs ' +
        formatNaira(exampleSecurityKobo) +
        ' available. If you are leading several auctions at once, each one holds its own security, so top up before the auctions you care about are ending.',
      'Count the full cost. The price you see is the price you pay: there is no buyer’s premium. Add the delivery cost shown on the listing, and remember that if you win, the rest of the price is due within ' +
        TERMS.paymentDueHours +
        ' hours of the auction ending.',
      'Use your watchlist. Tap the heart on items you like and NaijaBid will notify you when they are ending soon and when you are outbid, so you can decide calmly whether to raise your maximum.',
      'Know when to stop. If the price passes your maximum, let it go. Another one will come along, and a forfeited win costs you your bid security.',
    ],
  },
  {
    slug: 'funding-your-wallet',
    title: 'Funding your wallet: deposits, holds and withdrawals',
    summary:
      'How to add money by card or bank transfer through Paystack, what your available balance means, and how much to keep ready before you bid.',
    body: [
      'Your NaijaBid wallet holds the naira you bid and pay with. You add money to it once and then bid on as many auctions as your balance allows, without typing card details every time.',
      'To deposit, open your wallet, choose Deposit and enter the amount. You will be taken to Paystack’s secure checkout, where you can pay with a Verve, Mastercard or Visa debit card, or by bank transfer. NaijaBid does not add a fee to deposits.',
      'You can also fund your wallet by transferring from any Nigerian bank app to the dedicated account number shown in your wallet. That account number belongs to you alone, so every transfer into it reaches your wallet.',
      'Your wallet is credited as soon as Paystack confirms the payment to us, usually within a minute or two. We never credit a wallet because a page says a payment went through; we wait for Paystack’s confirmation, and each payment is credited exactly once. If a deposit has not appeared after 30 minutes, do not pay again. Send us the Paystack reference from your receipt through the contact page and we will trace it.',
      'Your wallet shows two amounts. Your available balance is what you can bid, pay or withdraw with. Held funds are bid security: ' +
        BID_SECURITY_PERCENT +
        '% of your maximum (at least ' +
        formatNaira(BID_SECURITY_MIN_KOBO) +
        ') for each auction you are leading. When someone outbids you, your hold is released at once and the money is available again.',
      'How much should you deposit? Enough to cover the security on every auction you want to lead at the same time. Leading one auction with a ' +
        formatNaira(exampleMaximumKobo) +
        ' maximum and another with a ' +
        formatNaira(nairaToKobo(40_000)) +
        ' maximum needs ' +
        formatNaira(exampleSecurityKobo + otherAuctionSecurityKobo) +
        ' available. If you win, your security counts towards the price and the rest is due within ' +
        TERMS.paymentDueHours +
        ' hours, so it helps to have the full amount ready before the auction ends.',
      'You can withdraw your available balance at any time to a Nigerian bank account in your own name. Money held as bid security cannot be withdrawn until the hold is released.',
      'Stay safe. NaijaBid staff will never ask for your card PIN, your one-time password or your online banking login, and we never ask you to pay a seller directly or into a personal account. Every payment on NaijaBid goes through your wallet.',
    ],
  },
  {
    slug: 'countdown-and-bid-resets',
    title: 'The countdown and bid resets: how auctions really end',
    summary: `Why a bid in the last ${BID_RESET_WINDOW_MINUTES} minutes extends the auction, how the clock is kept fair on slow networks, and what that means for your bidding.`,
    body: [
      'Every live auction shows a countdown to its end time. That end time is kept on our servers, not on your phone, so a phone clock that is a few minutes off does not change anything. Your screen works out the time left from our clock and corrects itself whenever it reconnects.',
      `When an accepted bid arrives in the last ${BID_RESET_WINDOW_MINUTES} minutes, the end time moves to ${BID_RESET_WINDOW_MINUTES} minutes after that bid. This is called a bid reset. It stops “sniping”, where someone waits until the final second so nobody else has a chance to answer.`,
      `An example: an auction is due to end at ${lagosTime(0)}. A bid is accepted at ${lagosTime(firstLateBid)}, so the end moves to ${lagosTime(firstLateBid + resetWindowSeconds)}. Another bid is accepted at ${lagosTime(secondLateBid)}, and the end moves to ${lagosTime(secondLateBid + resetWindowSeconds)}. When ${BID_RESET_WINDOW_MINUTES} full minutes pass with no accepted bid, the auction ends and the leader wins.`,
      'Only accepted bids move the clock. A bid that is too low, or one you could not cover with bid security, is refused and the end time stays where it was.',
      'The auction page updates live. If your network drops, the page catches up on every bid it missed as soon as you are back online, so the price and time you see are the real ones. A bid only counts once the page shows it accepted; if you are unsure, refresh and check the bid history.',
      'What this means for you: there is no advantage in waiting for the last second. Enter the most you are willing to pay early, let proxy bidding defend it, and turn on ending-soon notifications for items on your watchlist.',
      `When the countdown shows Ended, the result is final. If you won, the item is in your cart and the rest of the price is due within ${TERMS.paymentDueHours} hours.`,
    ],
  },
];
