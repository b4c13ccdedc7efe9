import { BRAND_NAME, TERMS } from '@naijabid/shared/constants';
import { formatNaira, nairaToKobo } from '@naijabid/shared/money';
import {
  BID_INCREMENT_BANDS,
  BID_RESET_WINDOW_MINUTES,
  BID_SECURITY_MIN_KOBO,
  BID_SECURITY_PERCENT,
  bidIncrementFor,
  bidSecurityFor,
} from '@naijabid/shared/auction-rules';
import { BulletList, Callout, ContentPage, ContentSection, NumberedList } from '../components/content-page';
import { ButtonLink, ButtonRow, TextLink } from '../components/links';

/** "Under ₦10,000", "₦10,000 to under ₦50,000", ..., "₦1,000,000 and above". */
function priceBandLabel(lowerKobo: number | null, upperKobo: number | null): string {
  if (upperKobo === null) return `${formatNaira(lowerKobo ?? 0)} and above`;
  if (lowerKobo === null) return `Under ${formatNaira(upperKobo)}`;
  return `${formatNaira(lowerKobo)} to under ${formatNaira(upperKobo)}`;
}

const proxyExample = {
  openingKobo: nairaToKobo(80_000),
  tundeMaximumKobo: nairaToKobo(95_000),
  aishaMaximumKobo: nairaToKobo(110_000),
};
const proxyExamplePriceKobo = proxyExample.tundeMaximumKobo + bidIncrementFor(proxyExample.tundeMaximumKobo);
const smallMaximumKobo = nairaToKobo(6_000);

export default function ProductPage() {
  return (
    <ContentPage
      title={`How ${BRAND_NAME} auctions work`}
      lead="Sellers list real items with a starting price and an end time. Buyers bid from their wallet. When the countdown ends, the highest bidder wins and pays, and the seller ships."
    >
      <ContentSection title="From listing to delivery">
        <NumberedList>
          <li>
            <strong className="text-slate-900">A seller lists an item</strong> with photos, a description, its
            condition, a starting price, how long the auction runs and, if they like, a Buy Now price and a hidden
            reserve price.
          </li>
          <li>
            <strong className="text-slate-900">You fund your wallet</strong> by card or bank transfer through Paystack.
          </li>
          <li>
            <strong className="text-slate-900">You bid</strong> by entering the most you are willing to pay. Prices and
            countdowns update live on every screen.
          </li>
          <li>
            <strong className="text-slate-900">The highest bidder wins</strong> when the countdown ends, as long as the
            reserve price is met.
          </li>
          <li>
            <strong className="text-slate-900">The winner pays within {TERMS.paymentDueHours} hours</strong> from their
            wallet.
          </li>
          <li>
            <strong className="text-slate-900">
              The seller ships within {TERMS.shippingBusinessDays} business days
            </strong>{' '}
            with a tracking reference, and is paid once the buyer confirms delivery.
          </li>
        </NumberedList>
      </ContentSection>

      <ContentSection title="Proxy bidding">
        <p>
          You do not have to watch an auction all day. Enter your maximum bid once, and {BRAND_NAME} bids for you one
          increment at a time, only as far as needed to keep you in the lead. Nobody else sees your maximum.
        </p>
        <p>
          Example: bidding is at {formatNaira(proxyExample.openingKobo)}. Tunde&apos;s maximum is{' '}
          {formatNaira(proxyExample.tundeMaximumKobo)} and Aisha&apos;s is {formatNaira(proxyExample.aishaMaximumKobo)}.
          Aisha leads at {formatNaira(proxyExamplePriceKobo)}: one increment above Tunde&apos;s maximum, and well below
          her own.
        </p>
        <BulletList>
          <li>If two maximums are equal, the one entered first leads.</li>
          <li>Raising your own maximum while you lead does not raise the price.</li>
          <li>When the leader&apos;s maximum reaches the hidden reserve, the price rises to at least the reserve.</li>
          <li>Sellers cannot bid on their own items.</li>
        </BulletList>
      </ContentSection>

      <ContentSection title="Bid increments">
        <p>
          The first bid must be at least the starting price. After that, each bid must beat the current price by at
          least the increment for that price:
        </p>
        <div className="overflow-x-auto">
          <table className="w-full border-collapse text-left">
            <caption className="sr-only">Minimum bid increment by current price</caption>
            <thead>
              <tr className="border-b-2 border-emerald-700">
                <th scope="col" className="py-2 pr-4 font-semibold text-slate-900">
                  Current price
                </th>
                <th scope="col" className="py-2 font-semibold text-slate-900">
                  Minimum increment
                </th>
              </tr>
            </thead>
            <tbody>
              {BID_INCREMENT_BANDS.map((band, index) => (
                <tr key={band.incrementKobo} className="border-b border-slate-200">
                  <th scope="row" className="py-2 pr-4 font-normal">
                    {priceBandLabel(BID_INCREMENT_BANDS[index - 1]?.belowKobo ?? null, band.belowKobo)}
                  </th>
                  <td className="py-2 font-medium text-slate-900">{formatNaira(band.incrementKobo)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </ContentSection>

      <ContentSection title="The countdown and bid resets">
        <p>
          Every auction has an end time kept by our servers, so it is the same on every phone. If a bid is accepted in
          the last {BID_RESET_WINDOW_MINUTES} minutes, the end moves to {BID_RESET_WINDOW_MINUTES} minutes after that
          bid. The auction ends only when {BID_RESET_WINDOW_MINUTES} minutes pass with no new accepted bid, so nobody
          can win by sniping in the final second. A refused bid never moves the clock.{' '}
          <TextLink to="/tips/countdown-and-bid-resets">Read more about the countdown</TextLink>.
        </p>
      </ContentSection>

      <ContentSection title="Bid security">
        <p>
          To lead an auction you hold {BID_SECURITY_PERCENT}% of your maximum, and at least{' '}
          {formatNaira(BID_SECURITY_MIN_KOBO)}, from your wallet&apos;s available balance. A{' '}
          {formatNaira(proxyExample.aishaMaximumKobo)} maximum holds{' '}
          {formatNaira(bidSecurityFor(proxyExample.aishaMaximumKobo))}; a {formatNaira(smallMaximumKobo)} maximum holds
          the minimum of {formatNaira(bidSecurityFor(smallMaximumKobo))}.
        </p>
        <BulletList>
          <li>When you are outbid, your hold is released at once and the new leader&apos;s is taken instead.</li>
          <li>Holds on all your auctions together can never exceed what is in your wallet.</li>
          <li>If you win, the security counts towards the price.</li>
        </BulletList>
        <Callout>
          <p>
            A winner who does not pay within {TERMS.paymentDueHours} hours forfeits the security, and the seller may
            offer the item to the next highest bidder. Bid only what you mean to pay.
          </p>
        </Callout>
      </ContentSection>

      <ContentSection title="Buy Now">
        <p>
          If a listing shows a Buy Now price, you can take the item at that price straight away, ending the auction. Buy
          Now disappears once bidding starts, or once the reserve is met if the item has one.
        </p>
      </ContentSection>

      <ContentSection title="Watchlist and notifications">
        <p>
          Tap the heart on any auction to add it to your watchlist. The bell tells you when you are outbid, when a
          watched item is ending soon, when you win, when payment is due, and when your item is paid for or shipped.
        </p>
        <ButtonRow>
          <ButtonLink to="/auctions">See live auctions</ButtonLink>
          <ButtonLink to="/help" variant="secondary">
            Visit the help centre
          </ButtonLink>
        </ButtonRow>
      </ContentSection>
    </ContentPage>
  );
}
