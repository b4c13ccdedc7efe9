import { Link } from 'react-router';
import { TERMS } from '@naijabid/shared/constants';
import { winnersLabels as m } from '@naijabid/shared/messages/winners';
import { formatNaira } from '@naijabid/shared/money';
import { formatLagosDate } from '@naijabid/shared/date-time';
import { AuctionImage } from '../../components/auction-image';
import { apiErrorText } from '../../lib/api-error-text';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useRecentWins } from './api/get-recent-wins';

/** `/winners`: the latest auctions that ended with a winner, with the price and the winner's masked name. */
export default function WinnersPage() {
  useDocumentTitle(m.title);
  const { data: wins, error } = useRecentWins();

  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:py-12">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{m.title}</h1>
      <p className="mt-3 text-lg text-slate-600">{m.intro(TERMS.paymentDueHours)}</p>

      {!wins && !error && (
        <p role="status" className="mt-8 text-slate-600">
          {m.loading}
        </p>
      )}
      {!wins && error && (
        <p role="alert" className="mt-8 rounded-lg bg-red-50 p-4 text-red-800">
          {apiErrorText(error)}
        </p>
      )}
      {wins?.length === 0 && (
        <p className="mt-8 text-slate-700">
          {m.empty}{' '}
          <Link to="/auctions" className="font-semibold text-emerald-800 underline">
            {m.seeLive}
          </Link>
        </p>
      )}
      {wins && wins.length > 0 && (
        <ul className="mt-8 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
          {wins.map((win) => (
            <li key={win.auction.id}>
              <Link
                to={`/auctions/${win.auction.id}`}
                className="flex items-center gap-4 p-4 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-emerald-700"
              >
                <AuctionImage
                  photo={win.auction.image}
                  alt=""
                  sizes="96px"
                  className="h-18 w-24 shrink-0 rounded-lg object-cover"
                />
                <div className="min-w-0 flex-1">
                  <h2 className="truncate font-semibold text-slate-900">{win.auction.title}</h2>
                  <p className="text-sm text-slate-600">
                    {win.auction.category} · {m.endedOn(formatLagosDate(win.endedAt))}
                  </p>
                  <p className="mt-1 text-sm text-slate-800">
                    {m.wonBy} <span className="font-medium">{win.winner}</span> {m.for}{' '}
                    <span className="font-bold text-emerald-800">{formatNaira(win.price)}</span>
                  </p>
                </div>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
