import { BRAND_NAME, TERMS } from '@naijabid/shared/constants';
import { formatNaira, VAT_PERMILLE } from '@naijabid/shared/money';
import {
  BID_RESET_WINDOW_MINUTES,
  BID_SECURITY_MIN_KOBO,
  BID_SECURITY_PERCENT,
  FORFEITS_BEFORE_BIDDING_BAR,
  SELLER_COMMISSION_PERCENT,
} from '@naijabid/shared/auction-rules';
import { BulletList, Callout, ContentPage, ContentSection } from '../components/content-page';
import { EmailLink, TextLink } from '../components/links';
import { SUPPORT_EMAIL } from '../support-contact';

export default function TermsPage() {
  return (
    <ContentPage
      title="Terms of Use"
      lead={
        <>
          Last updated {TERMS.lastUpdated}. These terms are the agreement between you and {BRAND_NAME} when you use our
          website and apps to buy or sell. Please read them before you bid: a bid is a promise to pay.
        </>
      }
    >
      <Callout>
        <p className="font-semibold text-slate-900">The rules in short</p>
        <BulletList>
          <li>
            You must be at least {TERMS.minimumAge} years old to use {BRAND_NAME}.
          </li>
          <li>Every bid is binding. If you win, you must buy.</li>
          <li>Payment is due within {TERMS.paymentDueHours} hours of the auction end.</li>
          <li>Sellers ship within {TERMS.shippingBusinessDays} business days after payment.</li>
        </BulletList>
      </Callout>

      <ContentSection title="1. Who can use NaijaBid">
        <p>
          You must be at least {TERMS.minimumAge} years old and able to enter a binding contract under Nigerian law. You
          may hold one account, in your own name, with an email address you have verified. The details you give us must
          be true and kept up to date. Sellers must also add a Nigerian mobile number and, to receive payouts, a
          Nigerian bank account in their own or their registered business&apos;s name.
        </p>
        <p>
          Keep your password to yourself. You are responsible for everything done with your account until you tell us it
          has been misused. If you think someone else has access, change your password and contact us at once.
        </p>
      </ContentSection>

      <ContentSection title="2. Your wallet">
        <p>
          You bid and pay from your {BRAND_NAME} wallet. You fund it by card or bank transfer through our payment
          provider, Paystack. A deposit is credited only when Paystack confirms it to us, and only once. Your wallet is
          not a bank account and earns no interest. You may withdraw your available balance to a Nigerian bank account
          in your own name at any time. Money held as bid security (section 4) becomes available again when the hold is
          released.
        </p>
      </ContentSection>

      <ContentSection title="3. Bidding is binding">
        <p>
          When you place a bid you make a binding offer to buy the item at any price up to the maximum you entered. You
          cannot withdraw a bid once it is accepted, so check the listing, the condition and the delivery cost first.
        </p>
        <BulletList>
          <li>
            {BRAND_NAME} bids for you up to your maximum, one increment at a time, and only as much as needed to keep
            you in the lead (proxy bidding). When two maximums are equal, the earlier one leads. See{' '}
            <TextLink to="/product">how auctions work</TextLink> for the increments.
          </li>
          <li>Sellers may not bid on their own items, or ask anyone to bid for them to push the price up.</li>
          <li>
            A seller may set a hidden reserve price. If the highest bid does not reach it, the item is not sold and no
            one is charged.
          </li>
        </BulletList>
      </ContentSection>

      <ContentSection title="4. Bid security">
        <p>
          To lead an auction you must hold {BID_SECURITY_PERCENT}% of your maximum bid, and at least{' '}
          {formatNaira(BID_SECURITY_MIN_KOBO)}, from the available balance of your wallet. If you cannot cover it, the
          bid is refused. When you are outbid, your hold is released in full and moves to the new leader&apos;s wallet
          instead. Your available balance is shared by all your auctions: holds on different auctions can never add up
          to more than you have.
        </p>
        <p>If you win, your bid security counts towards the price.</p>
      </ContentSection>

      <ContentSection title="5. The countdown and bid resets">
        <p>
          Each auction ends at the time shown on its page, as kept by our servers. If a bid is accepted in the last{' '}
          {BID_RESET_WINDOW_MINUTES} minutes, the end time moves to {BID_RESET_WINDOW_MINUTES} minutes after that bid,
          so every bidder has a fair chance to respond. A refused bid never moves the end time. The auction closes when
          the countdown reaches zero and the highest bidder wins, provided any reserve is met.
        </p>
      </ContentSection>

      <ContentSection title="6. Buy Now">
        <p>
          Some listings have a Buy Now price. It is available until the first bid is placed, or until the reserve is met
          when the item has one. Using Buy Now ends the auction at once at that price and you become the buyer on the
          same terms as a winning bidder.
        </p>
      </ContentSection>

      <ContentSection title="7. Paying for what you win">
        <p>
          Payment is due within {TERMS.paymentDueHours} hours of the auction end. Your bid security is applied first and
          the rest is taken from your wallet when you pay from your cart. The price you bid is the price you pay: there
          is no buyer&apos;s premium. The delivery cost shown on the listing is added.
        </p>
      </ContentSection>

      <ContentSection title="8. Forfeits">
        <p>
          If you do not pay within {TERMS.paymentDueHours} hours, you forfeit the sale and your bid security. The
          forfeited security is shared between the seller, for their lost time, and {BRAND_NAME}. The seller may then
          offer the item to the next highest bidder at that bidder&apos;s last bid. A buyer who forfeits{' '}
          {FORFEITS_BEFORE_BIDDING_BAR} times may not bid again until our support team lifts the restriction.
        </p>
      </ContentSection>

      <ContentSection title="9. Selling">
        <p>
          Sellers must own what they list, describe it honestly (including faults), use their own photos and state the
          true condition. A listing with no bids may be edited or cancelled; once bidding has started it may not.
          Sellers must ship within {TERMS.shippingBusinessDays} business days after payment, with a carrier that gives a
          tracking reference, and enter that reference on the order. Our commission is {SELLER_COMMISSION_PERCENT}% of
          the final price of each completed sale, as set out on the <TextLink to="/pricing">pricing page</TextLink>, and
          includes value added tax at {VAT_PERMILLE / 10}%: nothing is added on top. Each completed sale gives the buyer
          a numbered receipt and the seller a numbered statement showing the commission and the VAT within it. When our
          support team settles a dispute by giving the buyer part of the price back, the commission is on the part the
          seller keeps, and the receipt and statement show the refund; a sale whose whole price goes back has none.
        </p>
        <p>
          You may not list anything that is illegal to sell in Nigeria, stolen, counterfeit, or that needs a licence you
          do not hold, including firearms, drugs and prescription medicines, and regulated financial products.
        </p>
      </ContentSection>

      <ContentSection title="10. Shipping and delivery">
        <p>
          The seller ships within {TERMS.shippingBusinessDays} business days after payment. When the item arrives, the
          buyer confirms delivery in their order. The seller is paid only after the buyer confirms delivery or the
          confirmation window shown on the order passes without a dispute. Read the full{' '}
          <TextLink to="/shipping">shipping policy</TextLink>.
        </p>
      </ContentSection>

      <ContentSection title="11. Disputes">
        <p>
          If an item does not arrive, or arrives materially different from its description, open a dispute from your
          order before you confirm delivery. We hold the seller&apos;s payout while we review the listing, the tracking
          record and the evidence both sides send us, and we aim to decide within 10 business days. Where we find for
          the buyer, we refund the price and delivery cost to the buyer&apos;s wallet, and the buyer returns the item if
          we ask. The delivery of an item returned as not as described, damaged or the wrong item is the seller&apos;s
          cost: we credit the buyer a return delivery fee equal to the delivery fee they paid, charged to the seller,
          and what the seller&apos;s balance cannot cover is taken from their next payouts. Our decision on the funds
          held by {BRAND_NAME} is final, but it does not take away your right to go to court or to the Federal
          Competition and Consumer Protection Commission.
        </p>
      </ContentSection>

      <ContentSection title="12. Suspending or closing accounts">
        <p>
          We may limit, suspend or close an account that breaks these terms, uses stolen payment details, manipulates
          prices or harms other users. Money that is yours will be paid out to you, less anything you owe under these
          terms. You may close your account at any time by asking our support team once you have no open auctions or
          orders.
        </p>
      </ContentSection>

      <ContentSection title="13. Our responsibility">
        <p>
          {BRAND_NAME} runs the marketplace; the seller, not {BRAND_NAME}, sells each item. We check that the rules are
          followed and hold payments until delivery, but we cannot inspect every item. We are not liable for indirect
          losses, and our liability for any claim is limited to the fees we earned from the sale concerned. Nothing in
          these terms limits your rights under the Federal Competition and Consumer Protection Act 2018 or any other law
          that cannot be excluded.
        </p>
      </ContentSection>

      <ContentSection title="14. Governing law">
        <p>
          These terms are governed by the laws of the Federal Republic of Nigeria. If a disagreement cannot be settled
          through our support team, either side may take it to a court of competent jurisdiction in Nigeria.
        </p>
      </ContentSection>

      <ContentSection title="15. Changes to these terms">
        <p>
          We may update these terms as the service changes. We will email you about important changes at least 14 days
          before they take effect. Auctions that have already started continue under the terms that applied when they
          started.
        </p>
      </ContentSection>

      <ContentSection title="16. Contact">
        <p>
          Questions about these terms? Write to <EmailLink address={SUPPORT_EMAIL} /> or use our{' '}
          <TextLink to="/contact">contact form</TextLink>. How we handle your personal data is explained in our{' '}
          <TextLink to="/privacy">privacy policy</TextLink>.
        </p>
      </ContentSection>
    </ContentPage>
  );
}
