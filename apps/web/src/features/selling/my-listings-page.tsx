import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { LIVE_COUNTDOWN_TICK_MS } from '@naijabid/shared/constants';
import { serverMessages } from '@naijabid/shared/messages';
import { auctionLabels } from '@naijabid/shared/messages/auction-labels';
import { cancelListingLabels, myListingsLabels as m } from '@naijabid/shared/messages/my-listings';
import { formatNaira } from '@naijabid/shared/money';
import { relistLabels } from '@naijabid/shared/messages/saved-searches';
import { AuctionClock } from '../../components/auction-clock';
import { AuctionImage } from '../../components/auction-image';
import { buttonStyles } from '../../components/button-styles';
import { Modal } from '../../components/modal';
import { StatusBadge } from '../../components/status-badge';
import { useMyListings, type MyListing } from '../../lib/api/list-my-listings';
import { apiErrorText } from '../../lib/api-error-text';
import { phaseAt } from '../../lib/auction/phase';
import { formatLagosTime } from '@naijabid/shared/date-time';
import { priceLabel } from '../../lib/auction/price-label';
import { useServerNow } from '../../lib/server-clock';
import { useDocumentTitle } from '../../lib/use-document-title';
import { cancelListing } from './api/cancel-listing';
import { offerBelowReserve } from './api/offer-below-reserve';
import { SellerGate } from './components/seller-gate';

/** Asks before cancelling; keeping the listing closes the dialog the way Escape does. */
function CancelDialog({ listing, onClose }: { listing: MyListing; onClose: () => void }) {
  const [busy, setBusy] = useState(false);

  async function confirm() {
    setBusy(true);
    try {
      const answer = await cancelListing(listing.id);
      toast.success(answer.message ?? serverMessages.listingCancelled);
    } catch (error) {
      toast.error(apiErrorText(error));
    }
    onClose();
  }

  return (
    <Modal title={cancelListingLabels.title} onClose={onClose} narrow>
      {(close) => (
        <>
          <p className="mt-2 text-slate-800">
            “{listing.title}”{cancelListingLabels.explained}
          </p>
          <div className="mt-6 flex flex-wrap justify-end gap-2">
            <button type="button" className={buttonStyles.ghost} onClick={close} disabled={busy} autoFocus>
              {cancelListingLabels.keep}
            </button>
            <button
              type="button"
              className={`${buttonStyles.primary} bg-red-700 hover:bg-red-800`}
              onClick={() => void confirm()}
              disabled={busy}
            >
              {busy ? cancelListingLabels.cancelling : cancelListingLabels.confirm}
            </button>
          </div>
        </>
      )}
    </Modal>
  );
}

/** Offers an auction that ended below its reserve to its highest bidder, at their highest maximum. */
function OfferToHighestBidder({ listing }: { listing: MyListing }) {
  const [busy, setBusy] = useState(false);

  async function offer() {
    setBusy(true);
    try {
      toast.success(await offerBelowReserve(listing.id));
    } catch (error) {
      toast.error(apiErrorText(error));
    }
    setBusy(false);
  }

  return (
    <>
      <span className="font-normal text-slate-600">{m.belowReserve}</span>
      <button type="button" className="text-emerald-800 underline" onClick={() => void offer()} disabled={busy}>
        {busy ? m.offering : m.offerToHighestBidder} <span className="sr-only">{listing.title}</span>
      </button>
    </>
  );
}

function ListingRow({
  listing,
  now,
  onCancel,
}: {
  listing: MyListing;
  now: number;
  onCancel: (listing: MyListing) => void;
}) {
  const phase = phaseAt(listing, now);
  const changeable = listing.bidCount === 0 && phase !== 'ended' && phase !== 'cancelled';
  // Only until it ends: an ended auction is sold, or unsold and relisted (or not) already.
  const relistsIfUnsold = listing.relistsLeft > 0 && phase !== 'ended' && phase !== 'cancelled';
  return (
    <li className="flex gap-3 rounded-2xl border border-slate-200 bg-white p-3 sm:gap-4 sm:p-4">
      <AuctionImage
        photo={listing.image}
        alt=""
        sizes="112px"
        className="h-20 w-24 shrink-0 rounded-lg sm:h-24 sm:w-28"
      />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <StatusBadge phase={phase} />
          <span className="text-xs text-slate-600">{listing.category}</span>
        </div>
        <h2 className="mt-1 font-semibold break-words text-slate-900">
          <Link to={`/auctions/${listing.id}`} className="hover:underline">
            {listing.title}
          </Link>
        </h2>
        <dl className="mt-1 flex flex-wrap gap-x-4 gap-y-0.5 text-sm text-slate-700">
          <div className="flex gap-1">
            <dt>{priceLabel(listing, phase)}:</dt>
            <dd className="font-semibold text-emerald-800">{formatNaira(listing.currentPrice)}</dd>
          </div>
          <div className="flex gap-1">
            <dt>{auctionLabels.bids}:</dt>
            <dd>{listing.bidCount}</dd>
          </div>
          {listing.reservePrice !== null && (
            <div className="flex gap-1">
              <dt>{m.reserve}:</dt>
              <dd>{formatNaira(listing.reservePrice)}</dd>
            </div>
          )}
          <div className="flex gap-1">
            <dt>
              {phase === 'scheduled' ? auctionLabels.startsIn : phase === 'live' ? auctionLabels.timeLeft : m.ends}:
            </dt>
            <dd>
              {phase === 'live' || phase === 'scheduled' ? (
                <AuctionClock auction={listing} now={now} labelled />
              ) : (
                formatLagosTime(listing.endsAt)
              )}
            </dd>
          </div>
        </dl>
        {(listing.relistedFromId !== null || relistsIfUnsold) && (
          <p className="mt-1 text-sm text-slate-600">
            {listing.relistedFromId !== null && (
              <Link to={`/auctions/${listing.relistedFromId}`} className="underline">
                {relistLabels.relistedFrom}
              </Link>
            )}{' '}
            {relistsIfUnsold && relistLabels.relistsLeft(listing.relistsLeft)}
          </p>
        )}
        <div className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm font-semibold">
          <Link to={`/auctions/${listing.id}`} className="text-emerald-800 underline">
            {m.view} <span className="sr-only">{listing.title}</span>
          </Link>
          {changeable && (
            <>
              <Link to={`/sell/listings/${listing.id}/edit`} className="text-emerald-800 underline">
                {m.edit} <span className="sr-only">{listing.title}</span>
              </Link>
              <button type="button" className="text-red-700 underline" onClick={() => onCancel(listing)}>
                {m.cancel} <span className="sr-only">{listing.title}</span>
              </button>
            </>
          )}
          {!changeable && listing.bidCount > 0 && phase === 'live' && (
            <span className="font-normal text-slate-600">{m.hasBids}</span>
          )}
          {listing.canOfferSecondChance && <OfferToHighestBidder listing={listing} />}
        </div>
      </div>
    </li>
  );
}

function MyListings() {
  const now = useServerNow(LIVE_COUNTDOWN_TICK_MS);
  const { data: items, error, refetch } = useMyListings();
  const [cancelling, setCancelling] = useState<MyListing | null>(null);

  return (
    <div className="mx-auto max-w-4xl px-4 py-6 sm:py-10">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-extrabold text-slate-900 sm:text-3xl">{m.title}</h1>
        <Link to="/sell/new" className={buttonStyles.primary}>
          {m.newListing}
        </Link>
      </div>
      {!items && !error && (
        <p role="status" className="mt-6 text-slate-700">
          {m.loading}
        </p>
      )}
      {!items && error && (
        <div role="alert" className="mt-6 rounded-xl border border-red-200 bg-red-50 p-4 text-red-800">
          <p>{apiErrorText(error)}</p>
          <button type="button" className={`${buttonStyles.secondary} mt-3`} onClick={refetch}>
            {m.tryAgain}
          </button>
        </div>
      )}
      {items?.length === 0 && (
        <div className="mt-6 rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center">
          <p className="font-semibold text-slate-900">{m.emptyTitle}</p>
          <p className="mt-1 text-sm text-slate-700">{m.emptyBody}</p>
          <Link to="/sell/new" className={`${buttonStyles.primary} mt-4`}>
            {m.listItem}
          </Link>
        </div>
      )}
      {items && items.length > 0 && (
        <ul className="mt-6 space-y-3">
          {items.map((listing) => (
            <ListingRow key={listing.id} listing={listing} now={now} onCancel={setCancelling} />
          ))}
        </ul>
      )}
      {cancelling && <CancelDialog listing={cancelling} onClose={() => setCancelling(null)} />}
    </div>
  );
}

/** `/sell/listings`: the seller's listings with their state, and edit or cancel while there are no bids. */
export default function MyListingsPage() {
  useDocumentTitle(m.title);
  return <SellerGate title={m.title}>{() => <MyListings />}</SellerGate>;
}
