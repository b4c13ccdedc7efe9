import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { serverMessages } from '@naijabid/shared/messages';
import { phoneMessages } from '@naijabid/shared/messages/account-settings';
import { sellerGateLabels } from '@naijabid/shared/messages/seller-gate';
import { listingWizardLabels as m } from '@naijabid/shared/messages/listing-wizard';
import { buttonStyles } from '../../components/button-styles';
import { VerifyPhoneNotice } from '../../components/verify-phone-notice';
import { usePhoneStatus } from '../../lib/api/get-phone-status';
import { apiErrorText } from '../../lib/api-error-text';
import { auctionPath, type AuctionAnswer } from '../../lib/api/get-auction';
import { useQuery } from '../../lib/query';
import { useDocumentTitle } from '../../lib/use-document-title';
import { SellerGate } from './components/seller-gate';
import { ListingWizard } from './listing-wizard';

/** Why a listing cannot be edited, or nothing when it can. */
function editRefusal(auction: AuctionAnswer['auction']): string | null {
  if (!('reservePrice' in auction)) return serverMessages.notYourListing;
  if (auction.bidCount > 0) return serverMessages.listingHasBids;
  if (auction.status === 'ended' || auction.status === 'cancelled') return serverMessages.listingClosed;
  return null;
}

function EditLoader({ id }: { id: string }) {
  const { data, error } = useQuery<AuctionAnswer>(auctionPath(id));
  const listing = data?.auction;
  const refusal = listing ? editRefusal(listing) : error ? apiErrorText(error) : null;
  if (listing && 'reservePrice' in listing && refusal === null) return <ListingWizard listing={listing} />;
  return (
    <div className="mx-auto max-w-xl px-4 py-12">
      <h1 className="text-2xl font-bold text-slate-900">{m.editListing}</h1>
      {refusal === null ? (
        <p role="status" className="mt-4 text-slate-700">
          {m.loadingListing}
        </p>
      ) : (
        <>
          <p role="alert" className="mt-4 text-slate-800">
            {refusal}
          </p>
          <Link to="/sell/listings" className={`${buttonStyles.secondary} mt-6`}>
            {m.backToMyListings}
          </Link>
        </>
      )}
    </div>
  );
}

/** Listing needs a verified phone (docs/product.md#account-settings): said before the form, with the way to Settings. */
function PhoneGate({ title, children }: { title: string; children: ReactNode }) {
  const { data } = usePhoneStatus();
  if (data?.verifiedNumber) return <>{children}</>;
  return (
    <div className="mx-auto max-w-xl px-4 py-12">
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      <div className="mt-4">
        {data ? (
          <VerifyPhoneNotice reason={phoneMessages.requiredToList} />
        ) : (
          <p role="status" className="text-slate-700">
            {sellerGateLabels.checking}
          </p>
        )}
      </div>
    </div>
  );
}

/** `/sell/new` and `/sell/listings/:id/edit`: the listing form in five steps, ending in a preview. */
export default function NewListingPage() {
  const { id } = useParams();
  const title = id ? m.editListing : m.newListing;
  useDocumentTitle(title);
  return (
    <SellerGate title={title}>
      {() => <PhoneGate title={title}>{id ? <EditLoader id={id} /> : <ListingWizard />}</PhoneGate>}
    </SellerGate>
  );
}
