import { disputeResolvedMessages, adminServerMessages } from '@naijabid/shared/messages/admin';
import { splitEscrow, type EscrowSplit } from '@naijabid/shared/dispute-split';
import type { LedgerPurpose } from '@naijabid/shared/ledger-purposes';
import { formatNaira } from '@naijabid/shared/money';
import type { ResolveDisputeRequest } from '@naijabid/shared/schemas/admin';
import type { DisputeResolvedEvent } from '@naijabid/shared/schemas/orders';
import { serverMessages } from '@naijabid/shared/messages';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { recordOperatorAction } from '../../modules/admin/repository';
import { orderJobKey } from '../../modules/orders/order-jobs';
import { closeDispute, lockOrder, recordTransition, setOrderStatus } from '../../modules/orders/repository';
import { escrowedKobo, sellerPayoutKobo } from '../../modules/orders/service';
import {
  lockAccounts,
  orderEscrowAccount,
  systemAccount,
  transfer,
  walletAccount,
} from '../../modules/wallet/repository';
import type { LiveEvent } from '../../plugins/event-bus';
import { ensureCanTake } from '../../modules/orders/lifecycle';
import { issueSaleDocuments } from './issue-sale-documents';
import { requireReturnBySupport } from './returns';
import { repaySellerDebt } from './seller-debt';
import { completeDelivery, type LockedOrder } from './release-escrow';
import { tellParty } from '../notices/tell-party';

export type DisputeResolutionRequest = ResolveDisputeRequest & { orderId: string; operatorId: string };

/**
 * Moves a split's refund and the seller's share out of escrow, and ends the order `resolved`.
 * While the seller keeps part of the price it is still a sale, of that part: the buyer gets a
 * receipt and the seller a statement, the refund on both and the commission (and its VAT) on
 * the price kept. A refund of the whole price undoes the sale: no documents, as on a refund.
 */
async function splitTheEscrow(
  tx: Database,
  { order, title, nowMs }: LockedOrder,
  split: EscrowSplit,
  operatorId: string,
) {
  const escrow = await orderEscrowAccount(tx, order.id);
  const buyerWallet = await walletAccount(tx, order.buyerId);
  const sellerWallet = await walletAccount(tx, order.sellerId);
  const revenue = await systemAccount(tx, 'platform_revenue');
  await lockAccounts(tx, [escrow.id, buyerWallet.id, sellerWallet.id, revenue.id]);
  const moves: Array<{ creditAccountId: string; amountKobo: number; purpose: LedgerPurpose }> = [
    { creditAccountId: buyerWallet.id, amountKobo: split.refundKobo, purpose: 'dispute_refund' },
    { creditAccountId: sellerWallet.id, amountKobo: split.sellerKobo, purpose: 'order_payout' },
    { creditAccountId: revenue.id, amountKobo: split.commissionKobo, purpose: 'order_commission' },
  ];
  for (const move of moves.filter((each) => each.amountKobo > 0))
    await transfer(tx, { debitAccountId: escrow.id, ...move });
  if (split.sellerKobo > 0) await repaySellerDebt(tx, order.sellerId);
  await setOrderStatus(tx, order.id, 'resolved');
  if (split.refundKobo < order.priceKobo)
    await issueSaleDocuments(tx, {
      order,
      title,
      issuedAt: new Date(nowMs),
      commissionKobo: split.commissionKobo,
      payoutKobo: split.sellerKobo,
      refundedKobo: split.refundKobo,
    });
  await recordTransition(tx, {
    orderId: order.id,
    fromStatus: order.status,
    toStatus: 'resolved',
    actor: 'operator',
    actorId: operatorId,
  });
}

/** Gives the whole escrow back to the buyer and ends the order `refunded`. */
async function refundTheEscrow(tx: Database, { order }: LockedOrder, operatorId: string) {
  const escrow = await orderEscrowAccount(tx, order.id);
  const buyerWallet = await walletAccount(tx, order.buyerId);
  await lockAccounts(tx, [escrow.id, buyerWallet.id]);
  await transfer(tx, {
    debitAccountId: escrow.id,
    creditAccountId: buyerWallet.id,
    amountKobo: escrowedKobo(order),
    purpose: 'dispute_refund',
  });
  await setOrderStatus(tx, order.id, 'refunded');
  await recordTransition(tx, {
    orderId: order.id,
    fromStatus: order.status,
    toStatus: 'refunded',
    actor: 'operator',
    actorId: operatorId,
  });
}

/**
 * An operator resolves a disputed order, in one transaction under the order's lock: the
 * whole escrow back to the buyer (`refunded`), released to the seller as a confirmed
 * delivery pays them (`completed`, through release-escrow.ts), or split (`resolved`: the
 * refund to the buyer, the rest to the seller less commission on the price they keep,
 * `splitEscrow`); or, for a refused return, the item back first (`refund_after_return`:
 * the return goes on as if accepted, and its refund closes the dispute). Otherwise the escrow ends empty; the dispute is closed with the amounts; the action
 * is in the audit log; both parties get a `dispute_resolved` notice and a mail.
 */
export function resolveDispute(db: Database, request: DisputeResolutionRequest): Promise<LiveEvent[]> {
  return db.transaction(async (tx) => {
    const locked = await lockOrder(tx, request.orderId);
    if (!locked) throw new AppError('not_found', serverMessages.orderNotFound);
    ensureCanTake(locked, 'operator', 'resolve_dispute');
    const { order, title } = locked;
    if (request.resolution === 'refund_after_return') {
      const asked = await requireReturnBySupport(tx, order.id, request.operatorId);
      await recordOperatorAction(tx, {
        operatorId: request.operatorId,
        action: 'order.require_return',
        recordType: 'order',
        recordId: order.id,
        reason: request.reason,
        details: { escrowKobo: escrowedKobo(order) },
      });
      return asked;
    }

    const escrowKobo = escrowedKobo(order);
    let refunded: number;
    let sellerPaid: number;
    const events: LiveEvent[] = [];
    if (request.resolution === 'refunded') {
      await refundTheEscrow(tx, locked, request.operatorId);
      [refunded, sellerPaid] = [escrowKobo, 0];
    } else if (request.resolution === 'released') {
      events.push(...(await completeDelivery(tx, locked, { actor: 'operator', actorId: request.operatorId })));
      [refunded, sellerPaid] = [0, sellerPayoutKobo(order)];
    } else {
      if (request.refund >= escrowKobo)
        throw new AppError('validation', adminServerMessages.refundOutOfRange(formatNaira(escrowKobo)), {
          fieldErrors: { refund: adminServerMessages.refundOutOfRange(formatNaira(escrowKobo)) },
        });
      const split = splitEscrow(order, request.refund);
      await splitTheEscrow(tx, locked, split, request.operatorId);
      [refunded, sellerPaid] = [split.refundKobo, split.sellerKobo];
    }
    await closeDispute(tx, order.id, {
      resolution: request.resolution,
      refundedKobo: refunded,
      sellerPaidKobo: sellerPaid,
    });
    await recordOperatorAction(tx, {
      operatorId: request.operatorId,
      action: `order.${{ refunded: 'refund', released: 'release', split: 'split' }[request.resolution]}`,
      recordType: 'order',
      recordId: order.id,
      reason: request.reason,
      details: { refundedKobo: refunded, sellerPaidKobo: sellerPaid, escrowKobo },
    });

    const notice: DisputeResolvedEvent = {
      orderId: order.id,
      listingId: order.listingId,
      title,
      resolution: request.resolution,
      refunded,
      sellerPaid,
    };
    const amount = (kobo: number) => (kobo > 0 ? formatNaira(kobo) : null);
    for (const [userId, text] of [
      [order.buyerId, disputeResolvedMessages.buyerText(title, amount(refunded))],
      [order.sellerId, disputeResolvedMessages.sellerText(title, amount(sellerPaid))],
    ] as const) {
      events.push(
        await tellParty(tx, {
          userId,
          event: { type: 'dispute_resolved', data: notice },
          mail: {
            subject: disputeResolvedMessages.subject(title),
            text,
            key: orderJobKey(order.id, `mail-dispute-resolved-${userId}`),
          },
        }),
      );
    }
    return events;
  });
}
