import { BRAND_NAME, CATEGORIES } from '@naijabid/shared/constants';
import { BulletList, ContentPage, ContentSection } from '../components/content-page';
import { ButtonLink, ButtonRow, TextLink } from '../components/links';

export default function ListingsPage() {
  return (
    <ContentPage
      title="Browse all listings"
      lead="The full catalogue, with search and filters by category, price and condition, is on its way."
    >
      <ContentSection title="What is coming">
        <p>
          Soon you will be able to browse every item on {BRAND_NAME} in one place, including auctions that have not
          started yet, and filter them by category:
        </p>
        <BulletList>
          {CATEGORIES.map((category) => (
            <li key={category}>{category}</li>
          ))}
        </BulletList>
      </ContentSection>

      <ContentSection title="Bid now">
        <p>
          Every auction that is open for bids right now is on the live auctions page, with the current bid and the time
          left. New to auctions? Read <TextLink to="/product">how bidding works</TextLink> first.
        </p>
        <ButtonRow>
          <ButtonLink to="/auctions">See live auctions</ButtonLink>
          <ButtonLink to="/vendor" variant="secondary">
            List an item
          </ButtonLink>
        </ButtonRow>
      </ContentSection>
    </ContentPage>
  );
}
