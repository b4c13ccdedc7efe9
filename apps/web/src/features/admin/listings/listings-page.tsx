import { Link, useSearchParams } from 'react-router';
import { listingPageLabels as m } from '@naijabid/shared/messages/admin';
import { formatNaira } from '@naijabid/shared/money';
import type { AdminListingSummary } from '@naijabid/shared/schemas/admin';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { actOnListing, useListingSearch } from '../api/users';
import { formatLagosTime } from '@naijabid/shared/date-time';
import { ReasonForm } from '../components/reason-form';
import { AdminPage, Loaded } from '../components/remote';
import { SearchForm } from '../components/search-form';

function ListingCard({ listing, onChanged }: { listing: AdminListingSummary; onChanged: () => void }) {
  const action =
    listing.status === 'taken_down'
      ? { label: m.restore, kind: 'restore' as const }
      : listing.status === 'scheduled' || listing.status === 'paused'
        ? { label: m.takeDown, kind: 'take-down' as const }
        : undefined;
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <Link to={`/auctions/${listing.id}`} className="font-semibold text-slate-900 underline">
          {listing.title}
        </Link>
        <span className="text-sm font-semibold text-slate-700">{m.statuses[listing.status] ?? listing.status}</span>
      </div>
      <p className="mt-1 text-sm text-slate-700">
        {`${m.seller}: `}
        <Link to={`/admin/users/${listing.seller.id}`} className="text-emerald-800 underline">
          {listing.seller.name}
        </Link>
        {` · ${m.bids}: ${listing.bidCount} · ${m.price}: ${formatNaira(listing.currentPrice)} · ${m.ends}: ${formatLagosTime(listing.endsAt)}`}
      </p>
      {action && (
        <div className="mt-3">
          <ReasonForm
            actions={[
              {
                label: action.label,
                tone: action.kind === 'restore' ? 'secondary' : 'primary',
                run: async (reason) => {
                  const message = await actOnListing(listing, action.kind, reason);
                  onChanged();
                  return message;
                },
              },
            ]}
          />
        </div>
      )}
    </li>
  );
}

/** `/admin/listings`: find a listing, take it down or restore it. */
export default function ListingsPage() {
  useDocumentTitle(m.title);
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const listings = useListingSearch(q);
  return (
    <AdminPage title={m.title} intro={m.intro}>
      <SearchForm label={m.search} button={m.searchButton} initial={q} onSearch={(text) => setParams({ q: text })} />
      <div className="mt-4">
        <Loaded query={listings}>
          {({ items }) =>
            items.length === 0 ? (
              <p className="text-slate-700">{m.empty}</p>
            ) : (
              <ul className="grid gap-2">
                {items.map((listing) => (
                  <ListingCard key={listing.id} listing={listing} onChanged={listings.refetch} />
                ))}
              </ul>
            )
          }
        </Loaded>
      </div>
    </AdminPage>
  );
}
