import { formatNigerianMobile } from '@naijabid/shared/phone';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { splitEscrow, type EscrowSplit } from '@naijabid/shared/dispute-split';
import { auditActionLabels, disputePageLabels as m } from '@naijabid/shared/messages/admin';
import {
  disputeReasonLabels,
  orderActorLabels,
  orderPageLabels,
  orderStatusLabels,
  orderTimelineLabels,
} from '@naijabid/shared/messages/orders';
import { walletMessages } from '@naijabid/shared/messages';
import { ledgerPurposeLabel } from '@naijabid/shared/messages/ledger';
import { formatNaira, parseNaira } from '@naijabid/shared/money';
import type { AdminOrder, ResolveDisputeRequest } from '@naijabid/shared/schemas/admin';
import { RETURN_RULES } from '@naijabid/shared/constants';
import { inputStyles } from '../../../components/button-styles';
import { Facts } from '../../../components/facts';
import { PhotoThumbnails } from '../../../components/photo-thumbnails';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { resolveDispute, useAdminOrder } from '../api/disputes';
import { formatLagosTime } from '@naijabid/shared/date-time';
import { ReasonForm } from '../components/reason-form';
import { Loaded } from '../components/remote';
import { Section } from '../components/section';

function Person({ person }: { person: AdminOrder['buyer'] }) {
  return (
    <>
      <Link to={`/admin/users/${person.id}`} className="text-emerald-800 underline">
        {person.name}
      </Link>
      {' · '}
      <a href={`mailto:${person.email}`} className="break-all text-emerald-800 underline">
        {person.email}
      </a>
    </>
  );
}

function ResolveForm({ order }: { order: AdminOrder }) {
  const [resolution, setResolution] = useState<ResolveDisputeRequest['resolution']>('refunded');
  const [refundText, setRefundText] = useState('');
  const refund = parseNaira(refundText);
  const escrow = order.price + order.deliveryFee;
  const preview =
    resolution === 'split' && refund.kind === 'amount' && refund.amountKobo > 0 && refund.amountKobo < escrow
      ? splitEscrow({ priceKobo: order.price, deliveryFeeKobo: order.deliveryFee }, refund.amountKobo)
      : undefined;

  // Each resolution is a split of the escrow: a refund of all of it, of none of it (a release), or of the amount typed.
  const escrowSplit = (): EscrowSplit | undefined => {
    const amounts = { priceKobo: order.price, deliveryFeeKobo: order.deliveryFee };
    if (resolution === 'refunded') return splitEscrow(amounts, escrow);
    if (resolution === 'released') return splitEscrow(amounts, 0);
    return preview;
  };
  const confirmation = () => {
    if (resolution === 'refund_after_return') return m.confirmReturn(RETURN_RULES.shipBackDays);
    const moves = escrowSplit();
    return moves
      ? m.confirmMoves(formatNaira(moves.refundKobo), formatNaira(moves.sellerKobo), formatNaira(moves.commissionKobo))
      : undefined;
  };

  const run = (reason: string) =>
    resolveDispute(
      order.id,
      resolution === 'split'
        ? { resolution, reason, refund: refund.kind === 'amount' ? refund.amountKobo : Number.NaN }
        : { resolution, reason },
    );

  return (
    <ReasonForm actions={[{ label: m.submit, run, confirmation }]}>
      <fieldset>
        <legend className="text-sm font-semibold text-slate-900">{m.resolution}</legend>
        <div className="mt-1 grid gap-1">
          {(
            [
              'refunded',
              // A refused return may be refunded once the item is back (the Terms: "if we ask").
              ...(order.canRequireReturn ? (['refund_after_return'] as const) : []),
              'released',
              'split',
            ] as const
          ).map((choice) => (
            <label key={choice} className="flex min-h-11 items-center gap-2 text-slate-900">
              <input
                type="radio"
                name="resolution"
                value={choice}
                checked={resolution === choice}
                onChange={() => setResolution(choice)}
                className="size-4 accent-emerald-700"
              />
              {m.resolutions[choice]}
            </label>
          ))}
        </div>
      </fieldset>
      {resolution === 'split' && (
        <div>
          <label htmlFor="refund-amount" className="block text-sm font-semibold text-slate-900">
            {m.refundAmount}
          </label>
          <input
            id="refund-amount"
            inputMode="decimal"
            className={`${inputStyles} mt-1 max-w-xs`}
            value={refundText}
            onChange={(event) => setRefundText(event.target.value)}
          />
          {preview && (
            <p className="mt-1 text-sm text-slate-700">
              {m.splitPreview(
                formatNaira(preview.refundKobo),
                formatNaira(preview.sellerKobo),
                formatNaira(preview.commissionKobo),
              )}
            </p>
          )}
        </div>
      )}
    </ReasonForm>
  );
}

function Story({ order }: { order: AdminOrder }) {
  const openDispute = order.disputes.find((dispute) => dispute.status === 'open');
  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <div className="grid content-start gap-4">
        <Section title={m.dispute}>
          {order.disputes.map((dispute) => (
            <div key={dispute.openedAt} className="grid gap-1">
              <p className="font-semibold text-red-800">{disputeReasonLabels[dispute.reason]}</p>
              <p className="whitespace-pre-line">{dispute.details}</p>
              <PhotoThumbnails photos={dispute.photos} alt={orderPageLabels.disputePhoto} />
              <p className="text-slate-600">{`${m.opened} ${formatLagosTime(dispute.openedAt)}`}</p>
              {dispute.resolution && dispute.resolvedAt && (
                <p className="rounded-lg bg-emerald-50 p-2 font-semibold text-emerald-900">
                  {`${m.resolutions[dispute.resolution]}: ${formatNaira(dispute.refunded ?? 0)} / ${formatNaira(dispute.sellerPaid ?? 0)} · ${formatLagosTime(dispute.resolvedAt)}`}
                </p>
              )}
            </div>
          ))}
        </Section>
        <Section title={m.parties}>
          <Facts
            rows={[
              [m.buyer, <Person key="buyer" person={order.buyer} />],
              [m.seller, <Person key="seller" person={order.seller} />],
            ]}
          />
        </Section>
        <Section title={m.delivery}>
          <Facts
            rows={[
              [
                m.deliverTo,
                order.delivery?.address
                  ? `${order.delivery.address.fullName}, ${formatNigerianMobile(order.delivery.address.phone)}, ${order.delivery.address.street}, ${order.delivery.address.city}, ${order.delivery.address.state}`
                  : m.pickup,
              ],
              [
                m.shipped,
                order.shipping
                  ? `${order.shipping.carrier} ${order.shipping.trackingNumber} · ${formatLagosTime(order.shipping.shippedAt)}`
                  : m.notShipped,
              ],
            ]}
          />
        </Section>
        <Section title={m.timeline}>
          <ol className="grid gap-1">
            {order.timeline.map((step) => (
              <li key={`${step.at}-${step.to}`} className="flex flex-wrap justify-between gap-x-3">
                <span>
                  {`${orderTimelineLabels[step.to]} ${orderActorLabels[step.actor]}`}
                  {step.actorName && <span className="text-slate-600">{` (${step.actorName})`}</span>}
                </span>
                <time className="text-slate-600" dateTime={step.at}>
                  {formatLagosTime(step.at)}
                </time>
              </li>
            ))}
          </ol>
        </Section>
        <Section title={m.money}>
          <ul className="grid gap-1">
            {order.money.map((move) => (
              <li key={move.id} className="grid gap-x-3 sm:grid-cols-[1fr_auto]">
                <span>
                  <span className="font-medium">
                    {`${ledgerPurposeLabel(move.purpose)} (${walletMessages.entryStatuses[move.status]})`}
                  </span>
                  <span className="block text-slate-600">{`${move.from} → ${move.to}`}</span>
                </span>
                <span className="font-semibold sm:text-right">{formatNaira(move.amount)}</span>
              </li>
            ))}
          </ul>
        </Section>
      </div>
      <div className="grid content-start gap-4">
        <Section title={m.amounts}>
          <Facts
            rows={[
              [m.status, orderStatusLabels[order.status]],
              [m.price, formatNaira(order.price)],
              [m.deliveryFee, formatNaira(order.deliveryFee)],
              [m.escrowNow, formatNaira(order.escrowBalance)],
            ]}
          />
        </Section>
        <Section title={m.resolve}>{openDispute ? <ResolveForm order={order} /> : <p>{m.resolvedAlready}</p>}</Section>
        <Section title={m.actions}>
          {order.audit.length === 0 ? (
            <p>{m.noActions}</p>
          ) : (
            <ul className="grid gap-2">
              {order.audit.map((entry) => (
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
    </div>
  );
}

/** `/admin/disputes/:orderId`: an order's whole story, and the dispute's resolution. */
export function OrderStory() {
  const { orderId = '' } = useParams();
  const order = useAdminOrder(orderId);
  useDocumentTitle(order.data ? m.storyTitle(order.data.title) : m.title);
  return (
    <section>
      <Link to="/admin/disputes" className="text-sm font-semibold text-emerald-800 underline">
        {m.back}
      </Link>
      <Loaded query={order}>
        {(data) => (
          <>
            <h1 className="mt-2 text-2xl font-extrabold text-slate-900">{m.storyTitle(data.title)}</h1>
            <div className="mt-4">
              <Story order={data} />
            </div>
          </>
        )}
      </Loaded>
    </section>
  );
}
