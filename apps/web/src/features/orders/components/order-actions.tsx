import { useState } from 'react';
import { orderLabels, orderPageLabels as m, payDialogLabels } from '@naijabid/shared/messages/orders';
import { ratingLabels } from '@naijabid/shared/messages/ratings';
import { handoverLabels } from '@naijabid/shared/messages/receipts';
import { formatNaira } from '@naijabid/shared/money';
import type { Order, OrderAction } from '@naijabid/shared/schemas/orders';
import { buttonStyles } from '../../../components/button-styles';
import { useBuyerProtection } from '../../../lib/api/buyer-protection';
import { cancelOrder } from '../api/cancel-order';
import { confirmDelivery } from '../api/confirm-delivery';
import { offerSecondChance } from '../api/offer-second-chance';
import { returnPageLabels as r } from '@naijabid/shared/messages/returns';
import { acceptReturn, confirmReturnReceived, markReceived, refuseReturn } from '../api/return-steps';
import { ConfirmDialog } from './confirm-dialog';
import { DisputeDialog } from './dispute-dialog';
import { HandOverDialog } from './hand-over-dialog';
import { PayDialog } from './pay-dialog';
import { RatingDialog } from './rating-dialog';
import { ReturnDialog } from './return-dialog';
import { ShipDialog } from './ship-dialog';

const orderActionLabels: Record<Exclude<OrderAction, 'rate'>, string> = {
  pay: orderLabels.pay,
  ship: m.ship,
  confirm_delivery: m.confirmDelivery,
  open_dispute: m.openDispute,
  cancel: m.cancelOrder,
  offer_second_chance: m.secondChance,
  mark_received: r.markReceived,
  request_return: r.askReturn,
  accept_return: r.acceptReturn,
  refuse_return: r.refuseReturn,
  ship_return: r.shipReturn,
  confirm_return_received: r.confirmReceipt,
  hand_over: handoverLabels.handOver,
};

/** Rating names who is rated, or offers to change the rating already given. */
function actionLabel(action: OrderAction, order: Order): string {
  if (action !== 'rate') return orderActionLabels[action];
  if (order.yourRating) return ratingLabels.editRating;
  return order.role === 'buyer' ? ratingLabels.rateSeller : ratingLabels.rateBuyer;
}

/** "It has arrived": says how long the buyer then has to inspect the item, by this server's setting. */
function MarkReceivedDialog({ orderId, onClose }: { orderId: string; onClose: () => void }) {
  const protection = useBuyerProtection();
  return (
    <ConfirmDialog
      title={r.markReceivedTitle}
      body={r.markReceivedBody(protection?.inspectionDays)}
      confirmLabel={r.markReceived}
      busyLabel={r.marking}
      cancelLabel={m.notNow}
      run={() => markReceived(orderId)}
      onClose={onClose}
    />
  );
}

/** The dialog each action opens. */
function ActionDialog({ action, order, onClose }: { action: OrderAction; order: Order; onClose: () => void }) {
  switch (action) {
    case 'pay':
      return <PayDialog order={order} onClose={onClose} />;
    case 'ship':
      return <ShipDialog orderId={order.id} onClose={onClose} />;
    case 'hand_over':
      return <HandOverDialog orderId={order.id} onClose={onClose} />;
    case 'open_dispute':
      return <DisputeDialog orderId={order.id} onClose={onClose} />;
    case 'confirm_delivery':
      return (
        <ConfirmDialog
          title={m.confirmDeliveryTitle}
          body={m.confirmDeliveryBody(formatNaira(order.amountPaid))}
          confirmLabel={m.confirmDelivery}
          busyLabel={m.confirming}
          cancelLabel={m.notNow}
          run={() => confirmDelivery(order.id)}
          onClose={onClose}
        />
      );
    case 'cancel':
      return (
        <ConfirmDialog
          title={m.cancelTitle}
          body={m.cancelBody(formatNaira(order.amountPaid))}
          confirmLabel={m.cancelOrder}
          busyLabel={m.cancelling}
          cancelLabel={m.keepOrder}
          run={() => cancelOrder(order.id)}
          onClose={onClose}
          tone="danger"
        />
      );
    case 'rate':
      return <RatingDialog order={order} onClose={onClose} />;
    case 'mark_received':
      return <MarkReceivedDialog orderId={order.id} onClose={onClose} />;
    case 'request_return':
      return <ReturnDialog orderId={order.id} onClose={onClose} />;
    case 'accept_return':
      return (
        <ConfirmDialog
          title={r.acceptTitle}
          body={r.acceptBody}
          confirmLabel={r.acceptReturn}
          busyLabel={r.sending}
          cancelLabel={m.notNow}
          run={() => acceptReturn(order.id)}
          onClose={onClose}
        />
      );
    case 'refuse_return':
      return (
        <ConfirmDialog
          title={r.refuseTitle}
          body={r.refuseBody}
          confirmLabel={r.refuseReturn}
          busyLabel={r.sending}
          cancelLabel={m.notNow}
          run={() => refuseReturn(order.id)}
          onClose={onClose}
          tone="danger"
        />
      );
    case 'ship_return':
      return <ShipDialog orderId={order.id} onClose={onClose} returning />;
    case 'confirm_return_received':
      return (
        <ConfirmDialog
          title={r.confirmReceiptTitle}
          body={r.confirmReceiptBody(formatNaira(order.amountPaid))}
          confirmLabel={r.confirmReceipt}
          busyLabel={r.sending}
          cancelLabel={m.notNow}
          run={() => confirmReturnReceived(order.id)}
          onClose={onClose}
        />
      );
    case 'offer_second_chance':
      return (
        <ConfirmDialog
          title={m.secondChanceTitle}
          body={m.secondChanceBody}
          confirmLabel={m.sendOffer}
          busyLabel={m.offering}
          cancelLabel={payDialogLabels.cancel}
          run={() => offerSecondChance(order.id)}
          onClose={onClose}
        />
      );
  }
}

/**
 * The step most buyers want, first, where several are offered: a shipped item's arrival starts
 * the inspection window, which keeps both a return and the seller's pay open.
 */
const RECOMMENDED: readonly OrderAction[] = ['mark_received'];

/** The server's actions with the recommended one first; otherwise in the server's order. */
export function actionsInOrder(actions: readonly OrderAction[]): OrderAction[] {
  return [
    ...actions.filter((action) => RECOMMENDED.includes(action)),
    ...actions.filter((a) => !RECOMMENDED.includes(a)),
  ];
}

/**
 * Exactly the buttons the server lists in `actions`: it alone knows what the caller may do
 * now. Where several are offered, each says what it does, and the recommended one leads.
 */
export function OrderActions({ order }: { order: Order }) {
  const [open, setOpen] = useState<OrderAction | null>(null);
  if (order.actions.length === 0) return <p className="text-sm text-slate-700">{m.noActions}</p>;
  const actions = actionsInOrder(order.actions);
  const explained = actions.length > 1 && actions.some((action) => m.actionHints[action]);
  if (!explained)
    return (
      <>
        <div className="flex flex-wrap gap-2">
          {actions.map((action, index) => (
            <button
              key={action}
              type="button"
              className={`${index === 0 ? buttonStyles.primary : buttonStyles.secondary} min-h-11 max-sm:w-full`}
              onClick={() => setOpen(action)}
            >
              {actionLabel(action, order)}
            </button>
          ))}
        </div>
        {open && <ActionDialog action={open} order={order} onClose={() => setOpen(null)} />}
      </>
    );
  return (
    <>
      <ul className="grid gap-3">
        {actions.map((action, index) => {
          const hintId = `order-action-hint-${action}`;
          const hint = m.actionHints[action];
          return (
            <li key={action} className="grid gap-1 sm:grid-cols-[auto_1fr] sm:items-center sm:gap-3">
              <button
                type="button"
                aria-describedby={hint ? hintId : undefined}
                className={`${index === 0 ? buttonStyles.primary : buttonStyles.secondary} min-h-11 max-sm:w-full`}
                onClick={() => setOpen(action)}
              >
                {actionLabel(action, order)}
              </button>
              {hint && (
                <p id={hintId} className="text-sm text-slate-700">
                  {index === 0 && RECOMMENDED.includes(action) && (
                    <span className="mr-1 font-semibold text-emerald-800">{m.recommended}:</span>
                  )}
                  {hint}
                </p>
              )}
            </li>
          );
        })}
      </ul>
      {open && <ActionDialog action={open} order={order} onClose={() => setOpen(null)} />}
    </>
  );
}
