import { buyerProtectionPage as page } from '@naijabid/shared/messages/returns';
import { useBuyerProtection } from '../../../lib/api/buyer-protection';
import { ContentPage, ContentSection } from '../components/content-page';

/**
 * `/buyer-protection`: escrow, the inspection window and returns, in plain words
 * (docs/product.md#returns), with this server's waits: the sections follow its answer.
 */
export default function BuyerProtectionPage() {
  const protection = useBuyerProtection();
  return (
    <ContentPage title={page.title} lead={page.intro}>
      {protection &&
        page.sections(protection).map((section) => (
          <ContentSection key={section.heading} title={section.heading}>
            <p>{section.body}</p>
          </ContentSection>
        ))}
    </ContentPage>
  );
}
