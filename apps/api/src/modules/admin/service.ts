import { serverMessages } from '@naijabid/shared/messages';
import type {
  AdminOrder,
  AuditEntry,
  AuditPage,
  AuditQuery,
  DisputeQueueItem,
  OperatorPerson,
} from '@naijabid/shared/schemas/admin';
import type { DeliveryAddress, OrderStatus } from '@naijabid/shared/schemas/orders';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import * as repository from './repository';

export interface AdminServiceOptions {
  db: Database;
}

/** At most this many open disputes are listed, oldest first: the queue is worked from the top. */
const DISPUTE_QUEUE_LIMIT = 200;

type PersonRow = { id: string | null; firstName: string | null; lastName: string | null; email: string | null };

export function personOf(row: PersonRow): OperatorPerson;
export function personOf(row: PersonRow | null): OperatorPerson | null;
export function personOf(row: PersonRow | null): OperatorPerson | null {
  if (!row?.id) return null;
  return { id: row.id, name: `${row.firstName} ${row.lastName}`, email: row.email ?? '' };
}

const isoOrNull = (at: Date | null) => at?.toISOString() ?? null;

type AuditRow = Awaited<ReturnType<typeof repository.auditOf>>[number];

function toAuditEntry({ entry, operator }: AuditRow): AuditEntry {
  return {
    id: entry.id,
    operator: personOf(operator),
    action: entry.action,
    recordType: entry.recordType,
    recordId: entry.recordId,
    reason: entry.reason,
    details: entry.details as Record<string, unknown>,
    at: entry.at.toISOString(),
  };
}

const ACCOUNT_NAMES: Record<string, string> = {
  user_wallet: 'wallet',
  provider_clearing: 'Payment provider',
  auction_security: 'Auction security',
  platform_revenue: 'NaijaBid revenue',
  order_escrow: 'Order escrow',
};

function accountName(kind: string, owner: PersonRow | null): string {
  const person = personOf(owner);
  return person ? `${person.name}'s ${ACCOUNT_NAMES[kind] ?? kind}` : (ACCOUNT_NAMES[kind] ?? kind);
}

/** What the console reads; its actions are workflows (src/workflows), handed to the routes by app.ts. */
export function createAdminService({ db }: AdminServiceOptions) {
  return {
    async auditPage(query: AuditQuery): Promise<AuditPage> {
      const rows = await repository.auditEntries(db, query);
      const page = rows.slice(0, query.limit);
      return {
        items: page.map(toAuditEntry),
        nextBefore: rows.length > query.limit ? page[page.length - 1]!.entry.id : null,
      };
    },

    async disputeQueue(): Promise<DisputeQueueItem[]> {
      const rows = await repository.openDisputes(db, DISPUTE_QUEUE_LIMIT);
      return rows.map(({ dispute, order, title, buyer, seller }) => ({
        orderId: order.id,
        listingId: order.listingId,
        title,
        reason: dispute.reason,
        details: dispute.details,
        openedAt: dispute.openedAt.toISOString(),
        escrow: order.priceKobo + order.deliveryFeeKobo,
        buyer: personOf(buyer),
        seller: personOf(seller),
      }));
    },

    /** The order's whole story: parties, delivery, timeline, every move of its money, disputes and operator actions. */
    async order(orderId: string): Promise<AdminOrder> {
      const row = await repository.findOrder(db, orderId);
      if (!row) throw new AppError('not_found', serverMessages.orderNotFound);
      const { order, title, buyer, seller } = row;
      const escrow = await repository.escrowAccountOf(db, order.id);
      const [disputes, timeline, moves, audit] = await Promise.all([
        repository.disputesOf(db, order.id),
        repository.timelineOf(db, order.id),
        repository.moneyMovesOf(db, escrow?.id, order.securityHoldId),
        repository.auditOf(db, 'order', [order.id]),
      ]);
      return {
        id: order.id,
        listingId: order.listingId,
        title,
        status: order.status,
        price: order.priceKobo,
        deliveryFee: order.deliveryFeeKobo,
        escrowBalance: escrow ? escrow.creditsPosted - escrow.debitsPosted : 0,
        dueAt: order.dueAt.toISOString(),
        paidAt: isoOrNull(order.paidAt),
        shipBy: isoOrNull(order.shipBy),
        confirmBy: isoOrNull(order.confirmBy),
        delivery: order.deliveryMethod
          ? { method: order.deliveryMethod, address: order.deliveryAddress as DeliveryAddress | null }
          : null,
        shipping:
          order.shippedAt && order.carrier && order.trackingNumber
            ? { carrier: order.carrier, trackingNumber: order.trackingNumber, shippedAt: order.shippedAt.toISOString() }
            : null,
        buyer: personOf(buyer),
        seller: personOf(seller),
        disputes: disputes.map((dispute) => ({
          reason: dispute.reason,
          details: dispute.details,
          status: dispute.status,
          openedAt: dispute.openedAt.toISOString(),
          resolution: dispute.resolution,
          refunded: dispute.refundedKobo,
          sellerPaid: dispute.sellerPaidKobo,
          resolvedAt: isoOrNull(dispute.resolvedAt),
        })),
        timeline: timeline.map(({ event, actor }) => ({
          from: event.fromStatus as OrderStatus | null,
          to: event.toStatus as OrderStatus,
          actor: event.actor,
          actorName: personOf(actor)?.name ?? null,
          at: event.at.toISOString(),
        })),
        money: moves.map(({ transfer, fromKind, fromOwner, toKind, toOwner }) => ({
          id: transfer.id,
          at: transfer.createdAt.toISOString(),
          purpose: transfer.purpose,
          amount: transfer.amountKobo,
          phase: transfer.phase,
          from: accountName(fromKind, fromOwner),
          to: accountName(toKind, toOwner),
        })),
        audit: audit.map(toAuditEntry),
      };
    },
  };
}

export type AdminService = ReturnType<typeof createAdminService>;
