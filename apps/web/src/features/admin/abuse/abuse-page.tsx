import type { ReactNode } from 'react';
import { abusePageLabels as m, SHILL_ADDRESS_MAX_ACCOUNTS } from '@naijabid/shared/messages/admin-abuse';
import type { OperatorPerson } from '@naijabid/shared/schemas/admin';
import type { AbuseSignals } from '@naijabid/shared/schemas/admin-abuse';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useAbuseSignals } from '../api/abuse';
import { AdminPage, Loaded } from '../components/remote';

function Score({ value }: { value: number }) {
  const tone = value >= 70 ? 'bg-red-100 text-red-900' : value >= 40 ? 'bg-amber-100 text-amber-900' : 'bg-slate-100';
  return (
    <span className={`shrink-0 rounded-lg px-2 py-1 text-sm font-bold tabular-nums ${tone}`}>
      {m.score} {value}
    </span>
  );
}

function Person({ label, person }: { label: string; person: OperatorPerson }) {
  return (
    <p className="text-slate-800">
      <span className="text-slate-500">{label}:</span> {person.name}{' '}
      <span className="break-all text-slate-600">({person.email})</span>
    </p>
  );
}

function Section({
  id,
  title,
  explain,
  children,
}: {
  id: string;
  title: string;
  explain: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-slate-200 bg-white p-4">
      <h2 id={id} className="text-lg font-bold text-slate-900">
        {title}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{explain}</p>
      <div className="mt-3">{children}</div>
    </section>
  );
}

function Signals({ signals }: { signals: AbuseSignals }) {
  return (
    <div className="grid gap-4">
      <Section id="shill-title" title={m.shillTitle} explain={m.shillExplain}>
        <p className="mb-2 text-xs text-slate-600">{m.addressNote}</p>
        {signals.shillSuspects.length === 0 ? (
          <p className="text-slate-700">{m.noneShill}</p>
        ) : (
          <ul className="grid gap-2">
            {signals.shillSuspects.map((suspect) => (
              <li
                key={`${suspect.bidder.id}-${suspect.seller.id}`}
                className="rounded-xl border border-slate-200 p-3 text-sm"
              >
                <div className="flex items-start justify-between gap-3">
                  <div className="min-w-0">
                    <Person label={m.bidder} person={suspect.bidder} />
                    <Person label={m.seller} person={suspect.seller} />
                  </div>
                  <Score value={suspect.score} />
                </div>
                <p className="mt-1 text-slate-700">
                  {m.bidsOnSeller(suspect.bidsOnSeller, suspect.bidsInAll)} ·{' '}
                  {m.wins(suspect.wins, suspect.endedAuctions, suspect.auctions)}
                </p>
                {suspect.addressSharedBy !== null && (
                  <p
                    className={
                      suspect.addressSharedBy <= SHILL_ADDRESS_MAX_ACCOUNTS
                        ? 'font-semibold text-red-800'
                        : 'text-slate-700'
                    }
                  >
                    {m.sameAddress(suspect.addressSharedBy)}
                  </p>
                )}
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section id="forfeit-title" title={m.forfeitTitle} explain={m.forfeitExplain}>
        <p className="mb-2 text-xs text-slate-600">{m.retractionsNote}</p>
        {signals.forfeiters.length === 0 ? (
          <p className="text-slate-700">{m.noneForfeit}</p>
        ) : (
          <ul className="grid gap-2">
            {signals.forfeiters.map((forfeiter) => (
              <li key={forfeiter.user.id} className="rounded-xl border border-slate-200 p-3 text-sm">
                <div className="flex items-start justify-between gap-3">
                  <div className="min-w-0">
                    <Person label={m.winner} person={forfeiter.user} />
                    <p className="text-slate-700">
                      {m.forfeits(forfeiter.forfeited, forfeiter.won)} · {m.strikes(forfeiter.strikes)}
                    </p>
                  </div>
                  <Score value={forfeiter.score} />
                </div>
              </li>
            ))}
          </ul>
        )}
      </Section>
    </div>
  );
}

/** `/admin/abuse`: suspected shill bidding and forfeits, most suspicious first, with how each score is made. */
export default function AbusePage() {
  useDocumentTitle(m.title);
  const signals = useAbuseSignals();
  return (
    <AdminPage title={m.title} intro={m.intro}>
      <Loaded query={signals}>{(data) => <Signals signals={data} />}</Loaded>
    </AdminPage>
  );
}
