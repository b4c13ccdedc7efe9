import { BRAND_NAME, SUPPORT_PHONE_E164, SUPPORT_WHATSAPP_URL } from '@naijabid/shared/constants';
import { formatNigerianMobile } from '@naijabid/shared/phone';
import { BulletList, ContentPage, ContentSection } from '../components/content-page';
import { ContactForm } from '../components/contact-form';
import { EmailLink, ExternalLink, TextLink } from '../components/links';
import { DATA_PROTECTION_EMAIL, SUPPORT_EMAIL, SUPPORT_HOURS } from '../support-contact';

export default function ContactPage() {
  return (
    <ContentPage
      title="Contact support"
      lead={`Questions about an auction, your wallet or an order? The ${BRAND_NAME} support team replies by email within one business day.`}
    >
      <ContentSection title="Send us a message">
        <p>
          Please use the email address on your account so we can find it quickly. For a payment, include the Paystack
          reference from your receipt; for an order, include the item title.
        </p>
        <ContactForm />
      </ContentSection>

      <ContentSection title="Other ways to reach us">
        <BulletList>
          <li>
            Email: <EmailLink address={SUPPORT_EMAIL} />
          </li>
          <li>
            Phone:{' '}
            <ExternalLink href={`tel:${SUPPORT_PHONE_E164}`}>{formatNigerianMobile(SUPPORT_PHONE_E164)}</ExternalLink>{' '}
            (during support hours)
          </li>
          <li>
            WhatsApp:{' '}
            <ExternalLink href={SUPPORT_WHATSAPP_URL}>{formatNigerianMobile(SUPPORT_PHONE_E164)}</ExternalLink>{' '}
            (messages any time; we answer during support hours)
          </li>
          <li>Support hours: {SUPPORT_HOURS}.</li>
          <li>
            Data protection requests (a copy of your data, closing your account): use the form above or write to our
            data protection officer at <EmailLink address={DATA_PROTECTION_EMAIL} />.
          </li>
        </BulletList>
        <p>
          Many answers are already in the <TextLink to="/help">help centre</TextLink>.
        </p>
      </ContentSection>

      <ContentSection title="Stay safe">
        <p>
          {BRAND_NAME} staff will never ask for your password, card PIN or one-time password, and will never ask you to
          pay anyone outside your {BRAND_NAME} wallet. If someone does, do not pay, and tell us.
        </p>
      </ContentSection>
    </ContentPage>
  );
}
