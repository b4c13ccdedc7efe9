import { BRAND_NAME, CATEGORIES, TERMS } from '@naijabid/shared/constants';
import { FORFEITS_BEFORE_BIDDING_BAR, SELLER_COMMISSION_PERCENT } from '@naijabid/shared/auction-rules';
import { BulletList, ContentPage, ContentSection, NumberedList } from '../components/content-page';
import { ButtonLink, ButtonRow, TextLink } from '../components/links';

export default function VendorPage() {
  return (
    <ContentPage
      title={`Sell on ${BRAND_NAME}`}
      lead="Reach bidders across Nigeria, let them set the price, and get paid to your bank account once the item is delivered."
    >
      <ContentSection title="Who can sell">
        <p>
          Anyone aged {TERMS.minimumAge} or over with a {BRAND_NAME} seller account: individuals clearing out a gadget
          they no longer use as well as shops and registered businesses. To list, you need:
        </p>
        <BulletList>
          <li>a verified email address;</li>
          <li>a Nigerian mobile number;</li>
          <li>
            a Nigerian bank account in your own name, or your registered business&apos;s name, for payouts. We check the
            account name with the bank before the first payout.
          </li>
        </BulletList>
        <p>Already a buyer? You can become a seller from your dashboard without a new account.</p>
      </ContentSection>

      <ContentSection title="How to list an item">
        <NumberedList>
          <li>Choose a category: {CATEGORIES.join(', ')}.</li>
          <li>
            Write a clear title and an honest description, including any faults, and pick the condition (for example
            new, or used).
          </li>
          <li>Add your own photos of the actual item, from several angles.</li>
          <li>Set a starting price and how long the auction runs, and the date and time it starts.</li>
          <li>
            Optionally add a hidden reserve price (the lowest you will accept) and a Buy Now price for buyers who do not
            want to wait.
          </li>
          <li>State the delivery cost, or offer free delivery.</li>
        </NumberedList>
        <p>You can edit or cancel a listing until the first bid; after that it runs to the end.</p>
      </ContentSection>

      <ContentSection title="Fees">
        <p>
          Listing is free. When an item sells and the buyer confirms delivery, we keep {SELLER_COMMISSION_PERCENT}% of
          the final price. Nothing is charged for items that do not sell. Full details are on the{' '}
          <TextLink to="/pricing">pricing page</TextLink>.
        </p>
      </ContentSection>

      <ContentSection title="After the sale">
        <BulletList>
          <li>
            The winner has {TERMS.paymentDueHours} hours to pay. We tell you as soon as they do, with their name and
            delivery address.
          </li>
          <li>
            Ship within {TERMS.shippingBusinessDays} business days after payment and enter the courier and tracking
            reference on the order.
          </li>
          <li>
            If the winner does not pay in time, you receive a share of their forfeited bid security and may offer the
            item to the next highest bidder at their last bid. A buyer who forfeits {FORFEITS_BEFORE_BIDDING_BAR} times
            is barred from bidding.
          </li>
        </BulletList>
      </ContentSection>

      <ContentSection title="Payouts">
        <p>
          When the buyer confirms delivery, or the confirmation window on the order passes without a dispute, we pay the
          price and the delivery cost, less our commission, to your Nigerian bank account. Each payout shows in your
          wallet history with its reference.
        </p>
      </ContentSection>

      <ContentSection title="Ready to sell?">
        <p>Create a seller account in a couple of minutes. It is free.</p>
        <ButtonRow>
          <ButtonLink to="/register">Create a seller account</ButtonLink>
          <ButtonLink to="/shipping" variant="secondary">
            Read the shipping policy
          </ButtonLink>
        </ButtonRow>
      </ContentSection>
    </ContentPage>
  );
}
