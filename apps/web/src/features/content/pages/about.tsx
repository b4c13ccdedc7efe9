import { BRAND_NAME, CATEGORIES, TERMS } from '@naijabid/shared/constants';
import { BulletList, ContentPage, ContentSection } from '../components/content-page';
import { ButtonLink, ButtonRow, TextLink } from '../components/links';

export default function AboutPage() {
  return (
    <ContentPage
      title={`About ${BRAND_NAME}`}
      lead="Nigeria's online auction marketplace for electronics, gadgets and more, where the price is set openly by buyers and every payment is protected until delivery."
    >
      <ContentSection title="Why we built it">
        <p>
          Buying a used phone or laptop in Nigeria too often means haggling with a stranger, paying before you see the
          item and hoping it works. Selling means answering the same questions a hundred times and chasing people who
          never pay. {BRAND_NAME} fixes both sides with clear auction rules and a wallet that holds the money until the
          buyer has the item in hand.
        </p>
      </ContentSection>

      <ContentSection title="What makes it work">
        <BulletList>
          <li>
            <strong className="text-slate-900">Open, fair prices.</strong> Everyone sees the current bid and the bid
            history. Proxy bidding means you never pay more than one step above the next bidder.
          </li>
          <li>
            <strong className="text-slate-900">Serious bidders only.</strong> Every leading bid is backed by bid
            security from the bidder&apos;s wallet, so sellers are not left with winners who disappear.
          </li>
          <li>
            <strong className="text-slate-900">No last-second tricks.</strong> A late bid extends the countdown, so
            every bidder gets a fair chance to answer.
          </li>
          <li>
            <strong className="text-slate-900">Money protected until delivery.</strong> Winners pay within{' '}
            {TERMS.paymentDueHours} hours, sellers ship within {TERMS.shippingBusinessDays} business days, and the
            seller is paid only after the buyer confirms delivery.
          </li>
          <li>
            <strong className="text-slate-900">Built for Nigerian phones and networks.</strong> Pages are light, prices
            are in naira, and a dropped connection never loses a bid you made.
          </li>
        </BulletList>
      </ContentSection>

      <ContentSection title="What you can find">
        <p>Items are listed in eight categories: {CATEGORIES.join(', ')}.</p>
      </ContentSection>

      <ContentSection title="How we look after your data">
        <p>
          We follow the Nigeria Data Protection Act 2023, collect only what the marketplace needs and never sell
          personal data. Read our <TextLink to="/privacy">privacy policy</TextLink>.
        </p>
      </ContentSection>

      <ContentSection title="Get started">
        <p>
          Signing up and bidding are free. Read <TextLink to="/product">how auctions work</TextLink>, see our{' '}
          <TextLink to="/pricing">fees</TextLink>, or jump straight in.
        </p>
        <ButtonRow>
          <ButtonLink to="/register">Create a free account</ButtonLink>
          <ButtonLink to="/auctions" variant="secondary">
            Browse live auctions
          </ButtonLink>
        </ButtonRow>
      </ContentSection>
    </ContentPage>
  );
}
