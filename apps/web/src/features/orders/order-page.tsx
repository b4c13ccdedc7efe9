import type { ReactNode } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { LIVE_COUNTDOWN_TICK_MS } from '@naijabid/shared/constants';
import {
  cartLabels,
  disputeReasonLabels,
  orderActorLabels,
  orderLabels,
  orderPageLabels as m,
  orderTimelineLabels,
} from '@naijabid/shared/messages/orders';
import { formatNaira } from '@naijabid/shared/money';
import { returnPageLabels as r, returnReasonLabels } from '@naijabid/shared/messages/returns';
import { formatNigerianMobile, nigerianMobileE164 } from '@naijabid/shared/phone';
import type { Order } from '@naijabid/shared/schemas/orders';
import { receiptLabels } from '@naijabid/shared/messages/receipts';
import { AuctionImage } from '../../components/auction-image';
import { buttonStyles } from '../../components/button-styles';
import { BuyerProtectionLine } from '../../components/buyer-protection-line';
import { PhotoThumbnails } from '../../components/photo-thumbnails';
import { formatLagosTime } from '@naijabid/shared/date-time';
import { useServerNow } from '../../lib/server-clock';
import { useHasSession } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useOrder } from './api/get-order';
import { Deadline } from './components/deadline';
import { HandoverCodeCard } from './components/handover-code-card';
import { Row } from './components/fields';
import { OrderActions } from './components/order-actions';
import { OrderRatings } from './components/order-ratings';
import { OrderStatusBadge } from './components/order-status-badge';
import { Loaded } from './components/page-frame';
import { amountsToCome, settledLines, type AmountLine } from './order-amounts';
import { currentDeadline, shipByLabel } from './order-deadline';
import { paymentByDeposit } from './payment-by-deposit';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `order-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5">
      <h2 id={id} className="text-lg font-bold text-slate-900">
        {title}
      </h2>
      <div className="mt-2">{children}</div>
    </section>
  );
}

function Time({ at }: { at: string }) {
  return <time dateTime={at}>{formatLagosTime(at)}</time>;
}

/**
 * The deadlines that still apply: each only while the order waits on it (a missed payment
 * stays, as the reason a forfeit happened). A return's waits are in its own section.
 */
function Deadlines({ order, now }: { order: Order; now: number }) {
  const running = currentDeadline(order)?.at;
  const shown = [
    order.status === 'awaiting_payment' || order.status === 'forfeited'
      ? { label: orderLabels.payBy, at: order.dueAt }
      : null,
    order.status === 'paid' && order.shipBy ? { label: shipByLabel(order), at: order.shipBy } : null,
    (order.status === 'shipped' || order.status === 'delivered') && order.confirmBy
      ? { label: orderLabels.confirmBy, at: order.confirmBy }
      : null,
  ].filter((deadline) => deadline !== null);
  if (shown.length === 0) return null;
  return (
    <Section title={m.deadlines}>
      <dl className="divide-y divide-slate-100">
        {shown.map((deadline) => (
          <Row key={deadline.label} label={deadline.label}>
            {deadline.at === running ? <Deadline at={deadline.at} now={now} /> : <Time at={deadline.at} />}
          </Row>
        ))}
      </dl>
    </Section>
  );
}

/** One figure: money taken from the reader is written with a minus sign. */
function AmountRow({ line }: { line: AmountLine }) {
  const naira = formatNaira(Math.abs(line.amountKobo));
  return (
    <Row label={line.label} strong={line.strong}>
      {line.amountKobo < 0 ? `−${naira}` : naira}
    </Row>
  );
}

function Amounts({ order }: { order: Order }) {
  const paid = order.amountPaid > 0;
  const toCome = amountsToCome(order);
  return (
    <Section title={m.amounts}>
      <dl className="divide-y divide-slate-100">
        <Row label={orderLabels.price}>{formatNaira(order.price)}</Row>
        {order.role === 'buyer' && order.securityHeld > 0 && order.actions.includes('pay') && (
          <Row label={orderLabels.securityHeld}>−{formatNaira(Math.min(order.securityHeld, order.price))}</Row>
        )}
        {/* A pickup has no delivery, so no fee line: the Delivery section already says pickup. */}
        {order.delivery?.method === 'delivery' && (
          <Row label={orderLabels.deliveryFee}>
            {order.deliveryFee === 0 ? orderLabels.free : formatNaira(order.deliveryFee)}
          </Row>
        )}
        {paid && <Row label={orderLabels.amountPaid}>{formatNaira(order.amountPaid)}</Row>}
        {order.role === 'buyer' && order.actions.includes('pay') && (
          <Row label={orderLabels.toPay} strong>
            {formatNaira(order.amountDue)}
          </Row>
        )}
        {order.settlement &&
          settledLines(order, order.settlement).map((line) => <AmountRow key={line.label} line={line} />)}
        {toCome?.lines.map((line) => (
          <AmountRow key={line.label} line={line} />
        ))}
      </dl>
      {toCome && <p className="mt-1 text-xs text-slate-600">{toCome.hint}</p>}
    </Section>
  );
}

function Delivery({ order }: { order: Order }) {
  const { delivery, deliveryOptions } = order;
  const place = [deliveryOptions.city, deliveryOptions.state].filter(Boolean).join(', ');
  let body: ReactNode;
  if (!delivery) body = <p className="text-sm text-slate-700">{m.notChosen}</p>;
  else if (delivery.method === 'pickup' || !delivery.address)
    body = <p className="text-slate-900">{m.pickupIn(place)}</p>;
  else {
    const { address } = delivery;
    body = (
      <>
        <p className="text-sm text-slate-600">{order.role === 'seller' ? m.buyerAddress : m.deliveryTo}</p>
        <address className="mt-1 text-slate-900 not-italic">
          <span className="block font-semibold">{address.fullName}</span>
          <span className="block">{address.street}</span>
          <span className="block">{`${address.city}, ${address.state}`}</span>
          <a
            href={`tel:${nigerianMobileE164(address.phone) ?? address.phone}`}
            className="block text-emerald-800 underline"
          >
            {formatNigerianMobile(address.phone)}
          </a>
        </address>
      </>
    );
  }
  return <Section title={m.delivery}>{body}</Section>;
}

function Shipping({ shipping }: { shipping: NonNullable<Order['shipping']> }) {
  return (
    <Section title={m.shipping}>
      <dl className="divide-y divide-slate-100">
        <Row label={m.carrier}>{shipping.carrier}</Row>
        <Row label={m.trackingNumber}>
          <span className="font-mono break-all">{shipping.trackingNumber}</span>
        </Row>
        <Row label={m.shippedAt}>
          <Time at={shipping.shippedAt} />
        </Row>
      </dl>
    </Section>
  );
}

function DisputeOutcome({ outcome }: { outcome: NonNullable<NonNullable<Order['dispute']>['outcome']> }) {
  const refunded = formatNaira(outcome.refunded);
  const paid = formatNaira(outcome.sellerPaid);
  const text =
    outcome.resolution === 'refunded'
      ? m.disputeOutcome.refunded(refunded)
      : outcome.resolution === 'released'
        ? m.disputeOutcome.released(paid)
        : m.disputeOutcome.split(refunded, paid);
  return (
    <p className="mt-2 rounded-lg bg-emerald-50 p-2 text-sm font-semibold text-emerald-900">
      {text} {m.disputeResolved} <Time at={outcome.resolvedAt} />
    </p>
  );
}

function Dispute({ dispute }: { dispute: NonNullable<Order['dispute']> }) {
  return (
    <Section title={m.dispute}>
      <p className="font-semibold text-slate-900">{disputeReasonLabels[dispute.reason]}</p>
      <p className="mt-1 text-sm whitespace-pre-line text-slate-800">{dispute.details}</p>
      <PhotoThumbnails photos={dispute.photos} alt={m.disputePhoto} />
      <p className="mt-2 text-sm text-slate-700">
        {m.disputeOpened} <Time at={dispute.openedAt} />
        {dispute.status === 'open' && ` · ${m.disputeOpen}`}
      </p>
      {dispute.outcome && <DisputeOutcome outcome={dispute.outcome} />}
    </Section>
  );
}

/** The return's reason, waits and way back; its claim's words and photos are those of its dispute. */
function Return({ order, now }: { order: Order; now: number }) {
  const orderReturn = order.return!;
  const running = currentDeadline(order)?.at;
  const when = (at: string) => (at === running ? <Deadline at={at} now={now} /> : <Time at={at} />);
  return (
    <Section title={r.section}>
      <dl className="divide-y divide-slate-100">
        <Row label={r.reasonLabel}>{returnReasonLabels[orderReturn.reason]}</Row>
        {!orderReturn.acceptedAt && !orderReturn.refusedAt && (
          <Row label={r.answerBy}>{when(orderReturn.answerBy)}</Row>
        )}
        {orderReturn.shipBackBy && !orderReturn.shipping && (
          <Row label={r.shipBackBy}>{when(orderReturn.shipBackBy)}</Row>
        )}
        {orderReturn.shipping && (
          <Row label={r.sentBack}>
            {orderReturn.shipping.carrier} · {orderReturn.shipping.trackingNumber}
          </Row>
        )}
        {orderReturn.receiveBy && !orderReturn.receivedAt && (
          <Row label={r.receiveBy}>{when(orderReturn.receiveBy)}</Row>
        )}
      </dl>
      {order.dispute && (
        <>
          <p className="mt-2 text-sm whitespace-pre-line text-slate-800">{order.dispute.details}</p>
          <PhotoThumbnails photos={order.dispute.photos} alt={m.disputePhoto} />
        </>
      )}
    </Section>
  );
}

function Timeline({ order }: { order: Order }) {
  return (
    <Section title={m.timeline}>
      <ol className="relative ml-2 border-l-2 border-slate-200">
        {order.timeline.map((step) => (
          <li key={`${step.to}-${step.at}`} className="relative pb-3 pl-4 last:pb-0">
            <span aria-hidden="true" className="absolute top-1.5 -left-[7px] h-3 w-3 rounded-full bg-emerald-700" />
            <p className="font-semibold text-slate-900">{orderTimelineLabels[step.to]}</p>
            <p className="text-sm text-slate-700">
              <Time at={step.at} /> · {orderActorLabels[step.actor]}
            </p>
          </li>
        ))}
      </ol>
    </Section>
  );
}

function OrderDetails({ order, now }: { order: Order; now: number }) {
  const waitingForDeposit = order.status === 'awaiting_payment' && paymentByDeposit()?.orderId === order.id;
  return (
    <>
      <div className="flex gap-4">
        <AuctionImage
          photo={order.image}
          alt=""
          sizes="(min-width: 640px) 128px, 96px"
          className="h-24 w-24 shrink-0 rounded-xl sm:h-32 sm:w-32"
        />
        <div className="min-w-0">
          <OrderStatusBadge status={order.status} />
          <h1 className="mt-1 text-xl font-extrabold break-words text-slate-900 sm:text-2xl">
            <Link to={`/auctions/${order.listingId}`} className="hover:underline">
              {order.title}
            </Link>
          </h1>
          <p className="mt-1 text-sm text-slate-700">
            {order.role === 'seller' ? m.soldTo(order.counterpart) : m.boughtFrom(order.counterpart)}
          </p>
        </div>
      </div>
      {waitingForDeposit && (
        <p role="status" className="mt-4 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
          {cartLabels.waitingForDeposit}
        </p>
      )}
      {order.handoverCode && (
        <div className="mt-5">
          <HandoverCodeCard code={order.handoverCode} />
        </div>
      )}
      <div className="mt-5 grid gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
        <div className="grid gap-4">
          <Section title={m.actions}>
            <OrderActions order={order} />
            {order.documentNumber && (
              <Link
                to={`/orders/${order.id}/receipt`}
                className={`${buttonStyles.secondary} mt-3 inline-flex min-h-11 items-center max-sm:w-full max-sm:justify-center`}
              >
                {order.role === 'buyer' ? receiptLabels.viewReceipt : receiptLabels.viewStatement}{' '}
                {order.documentNumber}
              </Link>
            )}
          </Section>
          <Deadlines order={order} now={now} />
          {/* An order that ended unpaid will never have a delivery to choose. */}
          {(order.delivery || order.status === 'awaiting_payment') && <Delivery order={order} />}
          {order.shipping && <Shipping shipping={order.shipping} />}
          {order.return && <Return order={order} now={now} />}
          {/* A return's claim is support's only once it is disputed. */}
          {order.dispute && (!order.return || order.timeline.some((step) => step.to === 'disputed')) && (
            <Dispute dispute={order.dispute} />
          )}
          {order.role === 'buyer' && <BuyerProtectionLine />}
          <OrderRatings order={order} />
        </div>
        <div className="grid gap-4">
          <Amounts order={order} />
          <Timeline order={order} />
        </div>
      </div>
    </>
  );
}

/**
 * `/orders/:id`, for its buyer and its seller alike (the order's `role` says which): where
 * the order stands, its money, delivery and deadlines, and the buttons of its `actions`.
 */
export default function OrderPage() {
  const { id } = useParams();
  const signedIn = useHasSession();
  const order = useOrder(signedIn ? id : undefined);
  const now = useServerNow(LIVE_COUNTDOWN_TICK_MS);
  useDocumentTitle(order.data?.title ?? m.titleFallback);
  if (!signedIn) return <Navigate to="/login" replace />;

  const role = order.data?.role;
  return (
    <div className="mx-auto max-w-5xl px-4 py-6 sm:py-10">
      <nav className="mb-4">
        <Link
          to={role === 'seller' ? '/sales' : '/orders'}
          className="inline-flex min-h-11 items-center text-sm font-semibold text-emerald-800 hover:underline"
        >
          <span aria-hidden="true">←&nbsp;</span>
          {role === 'seller' ? m.allSales : m.allOrders}
        </Link>
      </nav>
      <Loaded query={order}>{(loaded) => <OrderDetails order={loaded} now={now} />}</Loaded>
    </div>
  );
}
