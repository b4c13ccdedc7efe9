import { FIXED_PUBLIC_HOLIDAYS } from '@naijabid/shared/business-days';
import { BRAND_NAME, DELIVERY_CONFIRM_DAYS, SHIP_WITHIN_BUSINESS_DAYS, TERMS } from '@naijabid/shared/constants';
import { BulletList, Callout, ContentPage, ContentSection, NumberedList } from '../components/content-page';
import { TextLink } from '../components/links';

const holidayNames = new Intl.ListFormat('en-NG').format(FIXED_PUBLIC_HOLIDAYS.map((holiday) => holiday.name));

export default function ShippingPage() {
  return (
    <ContentPage
      title="Shipping policy"
      lead={`How items travel from seller to buyer, and how ${BRAND_NAME} protects your money until they arrive.`}
    >
      <Callout>
        <p>
          Sellers ship within <strong>{TERMS.shippingBusinessDays} business days</strong> after payment. Business days
          are Monday to Friday; {holidayNames} do not count.
        </p>
      </Callout>

      <ContentSection title="Delivery cost">
        <p>
          Each listing shows, before you bid, where the item is, whether you may pick it up there, and what delivery
          costs inside the seller&apos;s state and to other states. You choose pickup or delivery when you pay; the
          delivery cost is the only amount added to your winning price, and it reaches the seller with the price.
        </p>
      </ContentSection>

      <ContentSection title="From payment to your door">
        <NumberedList>
          <li>You pay for the item within {TERMS.paymentDueHours} hours of winning.</li>
          <li>
            The seller packs it securely and hands it to a courier within {TERMS.shippingBusinessDays} business days.
          </li>
          <li>
            The seller enters the courier&apos;s name and the tracking reference on your order. We notify you that it
            has shipped.
          </li>
          <li>You follow the parcel with the tracking reference on the courier&apos;s website or app.</li>
          <li>When it arrives, you check the item and confirm delivery in your order.</li>
        </NumberedList>
      </ContentSection>

      <ContentSection title="Confirming delivery">
        <p>
          Open the parcel and check the item against the listing before you confirm. Confirming tells us to pay the
          seller, so only do it when you are satisfied. If you neither confirm nor open a dispute within{' '}
          {DELIVERY_CONFIRM_DAYS} days of the seller shipping (the date is shown on your order), the delivery is treated
          as confirmed. After confirmation, you and the seller can rate each other.
        </p>
      </ContentSection>

      <ContentSection title="If your item does not arrive">
        <BulletList>
          <li>
            <strong className="text-slate-900">Not shipped in time:</strong> if the seller has not added tracking within{' '}
            {SHIP_WITHIN_BUSINESS_DAYS} business days of your payment (the date is shown on your order), you can cancel
            the order from your order page and your payment returns to your wallet in full.
          </li>
          <li>
            <strong className="text-slate-900">Shipped but not arrived:</strong> check the tracking first. If it has
            stopped moving or shows delivered but you do not have it, open a dispute from your order. Do not confirm
            delivery.
          </li>
          <li>
            <strong className="text-slate-900">Damaged or not as described:</strong> take photos of the parcel and the
            item, keep the packaging, and open a dispute before confirming delivery.
          </li>
        </BulletList>
        <p>
          While a dispute is open, the seller is not paid. We look at the tracking record and what both sides send us,
          and if we find for you we refund the price and delivery cost to your wallet. See the disputes section of our{' '}
          <TextLink to="/terms">Terms of Use</TextLink>.
        </p>
      </ContentSection>

      <ContentSection title="For sellers">
        <p>
          Use a courier that gives a tracking reference, pack items to survive Nigerian roads, and enter the tracking
          reference as soon as you ship. You are paid once the buyer confirms delivery. Read more about{' '}
          <TextLink to="/vendor">selling on {BRAND_NAME}</TextLink>, or{' '}
          <TextLink to="/contact">contact support</TextLink> with any delivery question.
        </p>
      </ContentSection>
    </ContentPage>
  );
}
