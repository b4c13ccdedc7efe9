import { BRAND_NAME, TERMS } from '@naijabid/shared/constants';
import { BulletList, ContentPage, ContentSection } from '../components/content-page';
import { ButtonLink, ButtonRow, TextLink } from '../components/links';

export default function WinnersPage() {
  return (
    <ContentPage
      title="Recent winners"
      lead={`Every ${BRAND_NAME} auction ends with a winner announced publicly, so you can see real items going for real prices.`}
    >
      <ContentSection title="How winners are announced">
        <p>
          When an auction&apos;s countdown ends and the highest bid meets any reserve price, the leader wins. The win
          appears on the auction page straight away and in the winners list here once the winner has paid, so the list
          only shows completed sales.
        </p>
        <p>Each entry shows:</p>
        <BulletList>
          <li>the item and its category;</li>
          <li>the winning price, in naira;</li>
          <li>the date the auction ended;</li>
          <li>
            the winner&apos;s first name and the first letter of their surname, for example{' '}
            <span className="font-medium text-slate-900">Aisha O***</span>.
          </li>
        </BulletList>
      </ContentSection>

      <ContentSection title="Your privacy">
        <p>
          We never publish a winner&apos;s full name, contact details or location. Bid histories use the same masked
          names. Only the seller sees the buyer&apos;s name and delivery address, after payment, to ship the item. See
          our <TextLink to="/privacy">privacy policy</TextLink>.
        </p>
      </ContentSection>

      <ContentSection title="If you win">
        <p>
          We notify you by email and in the app. The item goes into your cart, and the rest of the price is due within{' '}
          {TERMS.paymentDueHours} hours of the auction end. The seller then ships within {TERMS.shippingBusinessDays}{' '}
          business days.
        </p>
        <ButtonRow>
          <ButtonLink to="/auctions">Find your next win</ButtonLink>
          <ButtonLink to="/tips" variant="secondary">
            Read bidding tips
          </ButtonLink>
        </ButtonRow>
      </ContentSection>
    </ContentPage>
  );
}
