import { BRAND_NAME, TERMS } from '@naijabid/shared/constants';
import { BulletList, Callout, ContentPage, ContentSection, SubHeading } from '../components/content-page';
import { EmailLink, TextLink } from '../components/links';
import { DATA_PROTECTION_EMAIL, SUPPORT_EMAIL } from '../support-contact';

export default function PrivacyPage() {
  return (
    <ContentPage
      title="Privacy Policy"
      lead={
        <>
          Last updated {TERMS.lastUpdated}. This policy explains what personal data {BRAND_NAME} collects, why, how long
          we keep it and the rights you have under the Nigeria Data Protection Act 2023.
        </>
      }
    >
      <Callout>
        <p>
          We collect only what we need to run a safe marketplace. We do not sell your personal data. We ask for your
          consent clearly and never with a box ticked for you.
        </p>
      </Callout>

      <ContentSection title="Who we are">
        <p>
          {BRAND_NAME} is the data controller for the personal data described here. Our data protection officer can be
          reached at <EmailLink address={DATA_PROTECTION_EMAIL} />.
        </p>
      </ContentSection>

      <ContentSection title="What we collect">
        <SubHeading>Information you give us</SubHeading>
        <BulletList>
          <li>
            Account details: your first and last name, email address, password and account type (buyer or seller).
          </li>
          <li>
            A Nigerian mobile number, verified by a code we text you, before you list an item or withdraw; and the bank
            account details for payouts.
          </li>
          <li>Listings, bids, watchlist items, ratings, reviews and the messages you send our support team.</li>
          <li>Delivery addresses you enter for your orders.</li>
        </BulletList>
        <SubHeading>Information created when you use {BRAND_NAME}</SubHeading>
        <BulletList>
          <li>Your wallet history: deposits, holds, payments, refunds, payouts and withdrawals.</li>
          <li>Your bid history and the auctions you have won, sold or forfeited.</li>
          <li>
            Security records: the IP address, device and browser used to sign in, and failed sign-in attempts, which we
            use to protect your account.
          </li>
        </BulletList>
        <SubHeading>Information from others</SubHeading>
        <p>
          Paystack, our payment provider, tells us whether a payment succeeded, its amount and reference, and the bank
          account name for a payout account. Card numbers and PINs are entered on Paystack&apos;s page, never on ours,
          and we never see or store them.
        </p>
      </ContentSection>

      <ContentSection title="Why we use it">
        <BulletList>
          <li>
            <strong className="text-slate-900">To provide the service you signed up for:</strong> running your account,
            wallet, bids, orders, deliveries and payouts.
          </li>
          <li>
            <strong className="text-slate-900">To keep the marketplace safe:</strong> preventing fraud, shill bidding
            and account takeover, and settling disputes.
          </li>
          <li>
            <strong className="text-slate-900">To meet our legal duties:</strong> keeping financial records and
            answering lawful requests from Nigerian authorities.
          </li>
          <li>
            <strong className="text-slate-900">With your consent:</strong> sending our newsletter and marketing emails.
            You can withdraw consent at any time with the link in every email.
          </li>
        </BulletList>
        <p>
          Other buyers and sellers see only your masked name (for example, Aisha O***) in bid histories and winner
          lists. A seller receives the buyer&apos;s name and delivery address only after a sale, to ship the item.
        </p>
      </ContentSection>

      <ContentSection title="Your consent">
        <p>
          When you create an account you agree to our <TextLink to="/terms">Terms of Use</TextLink> and this policy by
          ticking a box yourself; it is never ticked in advance. Newsletter sign-up is separate and confirmed by a link
          we email you. We record what you agreed to and when, so we can show it if asked.
        </p>
      </ContentSection>

      <ContentSection title="Who we share it with">
        <p>We share personal data only with those who help us run {BRAND_NAME}, under written agreements:</p>
        <BulletList>
          <li>Paystack, to take deposits and make payouts.</li>
          <li>Our email delivery and hosting providers, to send you messages and run the service.</li>
          <li>The other party to a sale, as described above.</li>
          <li>Law enforcement or regulators, when Nigerian law requires it.</li>
        </BulletList>
        <p>
          If a provider stores data outside Nigeria, we transfer it only with the safeguards the Nigeria Data Protection
          Act 2023 requires for cross-border transfers.
        </p>
      </ContentSection>

      <ContentSection title="How long we keep it">
        <BulletList>
          <li>Account and profile details: while your account is open; deleted when you close it.</li>
          <li>
            Wallet, bid and order records: for at least five years after the account closes, because Nigerian financial
            and anti-money-laundering law requires us to keep transaction records.
          </li>
          <li>Support messages: two years after the conversation ends.</li>
          <li>Security logs: 90 days, unless needed to investigate fraud.</li>
        </BulletList>
        <p>When a retention period ends, we delete the data or make it anonymous.</p>
      </ContentSection>

      <ContentSection title="Your rights">
        <p>Under the Nigeria Data Protection Act 2023 you have the right to:</p>
        <BulletList>
          <li>be told how your data is used, as this policy does;</li>
          <li>get a copy of your data in a common, machine-readable format;</li>
          <li>have inaccurate data corrected;</li>
          <li>have your data deleted when we no longer need it, and close your account;</li>
          <li>object to or restrict some uses, and withdraw consent at any time;</li>
          <li>not be subject to a decision based solely on automated processing that significantly affects you.</li>
        </BulletList>
        <SubHeading>Download your data</SubHeading>
        <p>
          In <TextLink to="/settings">Settings</TextLink>, &ldquo;Download my data&rdquo; gives you at once one file
          (JSON) with everything we hold about you: your profile, what you agreed to and when, your phone number, your
          listings, bids, orders and second-chance offers, your wallet history (every deposit, hold, payment, refund and
          withdrawal), and your bank accounts.
        </p>
        <SubHeading>Close your account</SubHeading>
        <p>
          In <TextLink to="/settings">Settings</TextLink>, &ldquo;Close my account&rdquo; asks for your password and
          then closes it at once. We cannot close it while money is still yours to collect or held for you: withdraw
          your wallet balance first, and wait until bid holds, deposits and withdrawals in progress have settled, your
          orders as buyer or seller are finished, second-chance offers are answered and your listings have ended or been
          cancelled.
        </p>
        <p>Closing your account:</p>
        <BulletList>
          <li>
            deletes your name, email address, phone number and password, your unused bank accounts, your newsletter
            subscription and your messages to support; you can later sign up again with the same email;
          </li>
          <li>
            removes your name, phone number and street from the delivery addresses of your orders, keeping only the city
            and state that set the delivery fee;
          </li>
          <li>ends every session on every device;</li>
          <li>
            keeps your wallet records, bids, orders, listings and any bank account a payout was sent to, under a
            pseudonym (&ldquo;Closed Account&rdquo;) instead of your name, because Nigerian financial and
            anti-money-laundering law requires us to keep transaction records for the period above.
          </li>
        </BulletList>
        <p>
          For anything else, such as correcting your data, ask our support team through the{' '}
          <TextLink to="/contact">contact page</TextLink> using the email address on your account. We will confirm it is
          you and answer within 30 days.
        </p>
        <p>
          If you are not happy with how we handled your data, please tell our data protection officer first. You may
          also complain to the Nigeria Data Protection Commission.
        </p>
      </ContentSection>

      <ContentSection title="Security">
        <p>
          Passwords are stored only as strong one-way hashes, all traffic is encrypted, and staff access to personal
          data is limited to those who need it. If a breach is likely to put your rights at risk, we will notify the
          Nigeria Data Protection Commission within 72 hours and tell you without delay.
        </p>
      </ContentSection>

      <ContentSection title="Your browser">
        <p>
          We keep your sign-in token in your browser&apos;s storage so you stay signed in. We do not use advertising
          trackers. Signing out removes the token.
        </p>
      </ContentSection>

      <ContentSection title="Children">
        <p>
          {BRAND_NAME} is for people aged {TERMS.minimumAge} and over. We do not knowingly collect data from anyone
          younger; if we learn that we have, we delete it.
        </p>
      </ContentSection>

      <ContentSection title="Contact">
        <p>
          Data protection officer: <EmailLink address={DATA_PROTECTION_EMAIL} />. For anything else, write to{' '}
          <EmailLink address={SUPPORT_EMAIL} />. We will email you before any important change to this policy takes
          effect.
        </p>
      </ContentSection>
    </ContentPage>
  );
}
