import { ContentPage } from '../components/content-page';
import { ButtonLink, ButtonRow, TextLink } from '../components/links';

export default function NotFoundPage() {
  return (
    <ContentPage
      title="Page not found"
      lead="Sorry, we couldn't find that page. The link may be broken, or the page may have moved."
    >
      <ButtonRow>
        <ButtonLink to="/">Go to the home page</ButtonLink>
        <ButtonLink to="/auctions" variant="secondary">
          Browse live auctions
        </ButtonLink>
      </ButtonRow>
      <p>
        Looking for help? Visit the <TextLink to="/help">help centre</TextLink> or{' '}
        <TextLink to="/contact">contact support</TextLink>.
      </p>
    </ContentPage>
  );
}
