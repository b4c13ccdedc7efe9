import { BRAND_NAME, TERMS } from '@naijabid/shared/constants';
import { formatNaira, nairaToKobo, vatIncludedIn, VAT_PERMILLE } from '@naijabid/shared/money';
import {
  BID_SECURITY_MIN_KOBO,
  BID_SECURITY_PERCENT,
  SELLER_COMMISSION_PERCENT,
  sellerCommissionFor,
} from '@naijabid/shared/auction-rules';
import { BulletList, ContentPage, ContentSection } from '../components/content-page';
import { ButtonLink, ButtonRow, TextLink } from '../components/links';

const exampleSaleKobo = nairaToKobo(250_000);
const exampleCommissionKobo = sellerCommissionFor(exampleSaleKobo);
const vatPercent = `${VAT_PERMILLE / 10}%`;

const feeRows: { item: string; fee: string }[] = [
  { item: 'Creating an account', fee: 'Free' },
  { item: 'Bidding', fee: 'Free' },
  { item: "Buyer's premium, on winning bids and Buy Now", fee: 'None' },
  { item: 'Depositing into your wallet', fee: 'No fee' },
  { item: 'Withdrawing to your bank account', fee: 'No fee' },
  { item: 'Listing an item', fee: 'Free' },
  {
    item: 'Commission on a completed sale (seller)',
    fee: `${SELLER_COMMISSION_PERCENT}% of the final price, VAT at ${vatPercent} included`,
  },
];

export default function PricingPage() {
  return (
    <ContentPage
      title="Pricing and fees"
      lead={`It is free to join ${BRAND_NAME} and free to bid. Sellers pay a single commission only when an item sells and is delivered.`}
    >
      <ContentSection title="Fees at a glance">
        <div className="overflow-x-auto">
          <table className="w-full border-collapse text-left">
            <caption className="sr-only">{BRAND_NAME} fees</caption>
            <thead>
              <tr className="border-b-2 border-emerald-700">
                <th scope="col" className="py-2 pr-4 font-semibold text-slate-900">
                  What
                </th>
                <th scope="col" className="py-2 font-semibold text-slate-900">
                  Fee
                </th>
              </tr>
            </thead>
            <tbody>
              {feeRows.map((row) => (
                <tr key={row.item} className="border-b border-slate-200">
                  <th scope="row" className="py-2 pr-4 font-normal">
                    {row.item}
                  </th>
                  <td className="py-2 font-medium text-slate-900">{row.fee}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </ContentSection>

      <ContentSection title="For buyers">
        <p>
          The price you win at is the price you pay. There is no buyer&apos;s premium and no card surcharge. The only
          addition is the delivery cost the seller shows on the listing before you bid.
        </p>
        <p>
          To lead an auction, {BID_SECURITY_PERCENT}% of your maximum bid (at least {formatNaira(BID_SECURITY_MIN_KOBO)}
          ) is held in your wallet as bid security. It is not a fee: it is released the moment you are outbid, and it
          counts towards the price if you win. You lose it only if you win and do not pay within {TERMS.paymentDueHours}{' '}
          hours.
        </p>
      </ContentSection>

      <ContentSection title="For sellers">
        <p>
          Listing is free. When an item sells and the buyer confirms delivery, we deduct a commission of{' '}
          {SELLER_COMMISSION_PERCENT}% of the final price and pay the rest to your Nigerian bank account. The commission
          includes value added tax at {vatPercent}: nothing is added on top. There is no charge for items that do not
          sell, for cancelled listings or for sales refunded after a dispute.
        </p>
        <p>
          For example, an item that sells for {formatNaira(exampleSaleKobo)} earns you{' '}
          {formatNaira(exampleSaleKobo - exampleCommissionKobo)}; our commission is {formatNaira(exampleCommissionKobo)}
          , of which {formatNaira(vatIncludedIn(exampleCommissionKobo))} is VAT. The delivery cost the buyer pays is
          passed to you in full.
        </p>
      </ContentSection>

      <ContentSection title="Deposits and withdrawals">
        <BulletList>
          <li>
            Deposit by debit card or bank transfer through Paystack, or by transfer to your wallet&apos;s dedicated
            account number. {BRAND_NAME} does not add a fee.
          </li>
          <li>Your wallet is credited when Paystack confirms the payment, usually within a minute or two.</li>
          <li>
            Withdraw your available balance to a Nigerian bank account in your own name at any time, free of charge.
            Money held as bid security becomes available again when the hold is released.
          </li>
          <li>
            Your bank may charge its own fees for transfers; those are between you and your bank. Read{' '}
            <TextLink to="/tips/funding-your-wallet">funding your wallet</TextLink> for step-by-step help.
          </li>
        </BulletList>
      </ContentSection>

      <ContentSection title="Forfeits">
        <p>
          A winner who does not pay within {TERMS.paymentDueHours} hours forfeits their bid security. It is shared
          between the seller and {BRAND_NAME}. This is the only penalty a buyer can face, and only by choosing not to
          pay.
        </p>
        <ButtonRow>
          <ButtonLink to="/register">Sign up free</ButtonLink>
          <ButtonLink to="/vendor" variant="secondary">
            Start selling
          </ButtonLink>
        </ButtonRow>
      </ContentSection>
    </ContentPage>
  );
}
