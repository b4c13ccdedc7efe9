import { formatNigerianMobile } from '@naijabid/shared/phone';
import { Link, useParams } from 'react-router';
import { auditActionLabels, listingPageLabels, userPageLabels as m } from '@naijabid/shared/messages/admin';
import { orderStatusLabels } from '@naijabid/shared/messages/orders';
import { walletMessages } from '@naijabid/shared/messages';
import { ledgerPurposeLabel } from '@naijabid/shared/messages/ledger';
import { formatNaira } from '@naijabid/shared/money';
import type { AdminUser } from '@naijabid/shared/schemas/admin';
import { Facts } from '../../../components/facts';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { actOnUser, useAdminUser } from '../api/users';
import { formatLagosTime } from '@naijabid/shared/date-time';
import { ReasonForm, type OperatorAction } from '../components/reason-form';
import { Loaded } from '../components/remote';
import { Section } from '../components/section';
import { SellerVerificationSection } from './seller-verification-section';

function SignedNaira({ kobo }: { kobo: number }) {
  return (
    <span className={`font-semibold ${kobo < 0 ? 'text-red-800' : 'text-emerald-800'}`}>
      {`${kobo < 0 ? '−' : '+'}${formatNaira(Math.abs(kobo))}`}
    </span>
  );
}

function Nothing() {
  return <p className="text-slate-600">{m.nothing}</p>;
}

function Record({ record }: { record: AdminUser }) {
  const { user } = record;
  const actions: OperatorAction[] = [
    user.suspended
      ? { label: m.restore, run: (reason) => actOnUser(user.id, 'restore', reason) }
      : { label: m.suspend, run: (reason) => actOnUser(user.id, 'suspend', reason) },
    ...(user.biddingBarred
      ? [
          {
            label: m.liftBar,
            tone: 'secondary' as const,
            run: (reason: string) => actOnUser(user.id, 'lift-bar', reason),
          },
        ]
      : []),
  ];
  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <div className="grid content-start gap-4 lg:col-start-2 lg:row-start-1">
        <Section title={user.name}>
          <Facts
            rows={[
              [
                'Email',
                <a key="email" href={`mailto:${user.email}`} className="break-all text-emerald-800 underline">
                  {user.email}
                </a>,
              ],
              [m.phone, user.phone ? formatNigerianMobile(user.phone) : '—'],
              [m.joined, formatLagosTime(user.createdAt)],
              [m.verified, user.emailVerified ? '✓' : m.notVerified],
              [m.suspended, user.suspendedAt ? formatLagosTime(user.suspendedAt) : '—'],
              [m.strikes, String(user.forfeitStrikes)],
              [m.forfeitedOrders, String(user.forfeitedOrders)],
              [m.barred, user.biddingBarred ? '✓' : '—'],
            ]}
          />
        </Section>
        <Section title={m.actions}>
          <ReasonForm actions={actions} />
        </Section>
        <SellerVerificationSection userId={user.id} />
        <Section title={m.history}>
          {record.audit.length === 0 ? (
            <Nothing />
          ) : (
            <ul className="grid gap-2">
              {record.audit.map((entry) => (
                <li key={entry.id}>
                  <span className="font-semibold">{auditActionLabels[entry.action] ?? entry.action}</span>
                  <span className="block text-slate-600">{`${entry.operator?.name ?? ''} · ${formatLagosTime(entry.at)}`}</span>
                  <span className="block">{entry.reason}</span>
                </li>
              ))}
            </ul>
          )}
        </Section>
      </div>
      <div className="grid content-start gap-4 lg:col-start-1 lg:row-start-1">
        <Section title={m.wallet}>
          <Facts
            rows={[
              [m.balance, formatNaira(record.wallet.balance)],
              [m.held, formatNaira(record.wallet.held)],
              [m.available, formatNaira(record.wallet.available)],
            ]}
          />
        </Section>
        <Section title={m.ledger}>
          {record.ledger.items.length === 0 ? (
            <Nothing />
          ) : (
            <ul className="grid gap-1">
              {record.ledger.items.map((entry) => (
                <li key={entry.id} className="flex flex-wrap justify-between gap-x-3">
                  <span>
                    {`${ledgerPurposeLabel(entry.purpose)} (${walletMessages.entryStatuses[entry.status]})`}
                    <span className="block text-slate-600">{formatLagosTime(entry.createdAt)}</span>
                  </span>
                  {entry.status === 'released' ? (
                    <s className="font-semibold text-slate-500">{formatNaira(entry.holdAmount ?? 0)}</s>
                  ) : (
                    <SignedNaira kobo={entry.amount} />
                  )}
                </li>
              ))}
              {record.ledger.earlier && (
                <li className="flex flex-wrap justify-between gap-x-3">
                  <span>{walletMessages.earlierLine}</span>
                  <SignedNaira kobo={record.ledger.earlier.available} />
                </li>
              )}
            </ul>
          )}
        </Section>
        <Section title={m.orders}>
          {record.orders.length === 0 ? (
            <Nothing />
          ) : (
            <ul className="grid gap-1">
              {record.orders.map((order) => (
                <li key={order.id} className="flex flex-wrap justify-between gap-x-3">
                  <Link to={`/admin/disputes/${order.id}`} className="text-emerald-800 underline">
                    {`${order.title} (${order.role})`}
                  </Link>
                  <span>{`${orderStatusLabels[order.status]} · ${formatNaira(order.price)}`}</span>
                </li>
              ))}
            </ul>
          )}
        </Section>
        <Section title={m.bids}>
          {record.bids.length === 0 ? (
            <Nothing />
          ) : (
            <ul className="grid gap-1">
              {record.bids.map((bid) => (
                <li key={`${bid.listingId}-${bid.at}`} className="flex flex-wrap justify-between gap-x-3">
                  <span>{bid.title}</span>
                  <span>{`${formatNaira(bid.maxAmount)} · ${formatLagosTime(bid.at)}`}</span>
                </li>
              ))}
            </ul>
          )}
        </Section>
        <Section title={m.listings}>
          {record.listings.length === 0 ? (
            <Nothing />
          ) : (
            <ul className="grid gap-1">
              {record.listings.map((listing) => (
                <li key={listing.id} className="flex flex-wrap justify-between gap-x-3">
                  <Link to={`/admin/listings?q=${listing.id}`} className="text-emerald-800 underline">
                    {listing.title}
                  </Link>
                  <span>{listingPageLabels.statuses[listing.status] ?? listing.status}</span>
                </li>
              ))}
            </ul>
          )}
        </Section>
      </div>
    </div>
  );
}

/** `/admin/users/:userId`: an account whole, and what an operator may do to it. */
export function UserRecord() {
  const { userId = '' } = useParams();
  const record = useAdminUser(userId);
  useDocumentTitle(record.data?.user.name ?? m.title);
  return (
    <section>
      <Link to="/admin/users" className="text-sm font-semibold text-emerald-800 underline">
        {m.back}
      </Link>
      <Loaded query={record}>
        {(data) => (
          <>
            <h1 className="mt-2 text-2xl font-extrabold text-slate-900">{data.user.name}</h1>
            <div className="mt-4">
              <Record record={data} />
            </div>
          </>
        )}
      </Loaded>
    </section>
  );
}
