import { notFoundLabels as m } from '@naijabid/shared/messages/not-found';
import { ContentPage } from '../components/content-page';
import { ButtonLink, ButtonRow, TextLink } from '../components/links';

export default function NotFoundPage() {
  return (
    <ContentPage title={m.title} lead={m.lead}>
      <ButtonRow>
        <ButtonLink to="/">{m.home}</ButtonLink>
        <ButtonLink to="/auctions" variant="secondary">
          {m.browseLive}
        </ButtonLink>
      </ButtonRow>
      <p>
        {m.lookingForHelp}
        <TextLink to="/help">{m.helpCentre}</TextLink>
        {m.or} <TextLink to="/contact">{m.contactSupport}</TextLink>.
      </p>
    </ContentPage>
  );
}
