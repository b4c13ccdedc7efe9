import { FORFEITS_BEFORE_BIDDING_BAR } from '@naijabid/shared/auction-rules';
import { serverMessages } from '@naijabid/shared/messages';
import { adminServerMessages } from '@naijabid/shared/messages/admin';
import {
  ADMIN_SEARCH_LIMIT,
  type AdminListingSummary,
  type AdminUser,
  type AdminUserSummary,
} from '@naijabid/shared/schemas/admin';
import type {
  AdminOrder,
  AuditEntry,
  AuditPage,
  AuditQuery,
  DisputeQueueItem,
  OperatorPerson,
  OrderMoneyMove,
} from '@naijabid/shared/schemas/admin';
import type { OrderStatus } from '@naijabid/shared/constants';
import type { DeliveryAddress } from '@naijabid/shared/schemas/orders';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import type { OrderService } from '../orders/service';
import { movementStatus, type WalletService } from '../wallet/service';
import * as repository from './repository';

export interface AdminServiceOptions {
  db: Database;
  /** The orders module reads a dispute's photos, as its own order pages show them. */
  orders: Pick<OrderService, 'disputePhotos' | 'canRequireReturn'>;
  /** A user's wallet history, one line per movement, as the user's own wallet page lists it. */
  wallets: Pick<WalletService, 'historyOfAccount'>;
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

function toAuditEntry({ entry, operator, recordTitle }: AuditRow): AuditEntry {
  return {
    id: entry.id,
    operator: personOf(operator),
    action: entry.action,
    recordType: entry.recordType,
    recordId: entry.recordId,
    recordTitle,
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

type MoneyMove = Awaited<ReturnType<typeof repository.moneyMovesOf>>[number];

/** The order's money, one line per movement: a hold is listed once, with what became of it. */
function moneyLines(moves: MoneyMove[]): OrderMoneyMove[] {
  const resolutions = new Map(
    moves.flatMap(({ transfer }) => (transfer.pendingId ? [[transfer.pendingId, transfer.phase] as const] : [])),
  );
  return moves
    .filter(({ transfer }) => !transfer.pendingId)
    .map(({ transfer, fromKind, fromOwner, toKind, toOwner }) => ({
      id: transfer.id,
      at: transfer.createdAt.toISOString(),
      purpose: transfer.purpose,
      amount: transfer.amountKobo,
      status: movementStatus(transfer.phase, resolutions.get(transfer.id)),
      from: accountName(fromKind, fromOwner),
      to: accountName(toKind, toOwner),
    }));
}

/** What a user's page lists of each kind: the newest, enough to judge an account. */
const USER_PAGE_LIMIT = 50;

type UserRow = Awaited<ReturnType<typeof repository.searchUsers>>[number];
type ListingRow = Awaited<ReturnType<typeof repository.searchListings>>[number];

function toUserSummary(user: UserRow): AdminUserSummary {
  return {
    ...personOf(user),
    phone: user.phone,
    accountType: user.accountType,
    createdAt: user.createdAt.toISOString(),
    suspended: user.suspendedAt !== null,
    isOperator: user.operatorSince !== null,
  };
}

function toListingSummary({ listing, seller }: ListingRow): AdminListingSummary {
  return {
    id: listing.id,
    title: listing.title,
    seller: personOf(seller),
    status: listing.status,
    bidCount: listing.bidCount,
    currentPrice: listing.currentPriceKobo,
    startsAt: listing.startsAt.toISOString(),
    endsAt: listing.endsAt.toISOString(),
  };
}

/** What the console reads; its actions are workflows (src/workflows), handed to the routes by app.ts. */
export function createAdminService({ db, orders, wallets }: AdminServiceOptions) {
  return {
    searchUsers: async (q: string) => (await repository.searchUsers(db, q, ADMIN_SEARCH_LIMIT)).map(toUserSummary),

    searchListings: async (q: string) =>
      (await repository.searchListings(db, q, ADMIN_SEARCH_LIMIT)).map(toListingSummary),

    /** An account whole: its wallet and ledger, bids, orders, listings, strikes and what operators did to it. */
    async user(userId: string): Promise<AdminUser> {
      const [user] = await repository.searchUsers(db, userId, 1);
      if (!user || user.id !== userId) throw new AppError('not_found', adminServerMessages.userNotFound);
      const wallet = await repository.walletOf(db, user.id);
      const [ledger, bids, orders, listings, forfeitedOrders, audit] = await Promise.all([
        wallet ? wallets.historyOfAccount(wallet.id) : { items: [], earlier: null },
        repository.bidsOf(db, user.id, USER_PAGE_LIMIT),
        repository.ordersOfUser(db, user.id, USER_PAGE_LIMIT),
        repository.listingsOfSeller(db, user.id, USER_PAGE_LIMIT),
        repository.forfeitedOrdersOf(db, user.id),
        repository.auditOf(db, 'user', [user.id]),
      ]);
      const balance = wallet ? wallet.creditsPosted - wallet.debitsPosted : 0;
      const held = wallet?.debitsPending ?? 0;
      return {
        user: {
          ...toUserSummary(user),
          emailVerified: user.emailVerifiedAt !== null,
          suspendedAt: isoOrNull(user.suspendedAt),
          forfeitStrikes: user.forfeitStrikes,
          forfeitedOrders,
          biddingBarred: user.forfeitStrikes >= FORFEITS_BEFORE_BIDDING_BAR,
        },
        wallet: { balance, held, available: balance - held },
        ledger,
        bids: bids.map((bid) => ({
          listingId: bid.listingId,
          title: bid.title,
          maxAmount: bid.maxAmountKobo,
          at: bid.at.toISOString(),
        })),
        orders: orders.map(({ order, title }) => ({
          id: order.id,
          title,
          role: order.buyerId === user.id ? ('buyer' as const) : ('seller' as const),
          status: order.status,
          price: order.priceKobo,
          createdAt: order.createdAt.toISOString(),
        })),
        listings: listings.map(toListingSummary),
        audit: audit.map(toAuditEntry),
      };
    },

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
      const [disputes, timeline, moves, audit, canRequireReturn] = await Promise.all([
        repository.disputesOf(db, order.id),
        repository.timelineOf(db, order.id),
        repository.moneyMovesOf(db, escrow?.id, order.securityHoldId),
        repository.auditOf(db, 'order', [order.id]),
        orders.canRequireReturn(order.id),
      ]);
      const photos = await orders.disputePhotos(disputes.map((dispute) => dispute.id));
      return {
        id: order.id,
        listingId: order.listingId,
        title,
        status: order.status,
        canRequireReturn,
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
          photos: photos.get(dispute.id) ?? [],
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
        money: moneyLines(moves),
        audit: audit.map(toAuditEntry),
      };
    },
  };
}

export type AdminService = ReturnType<typeof createAdminService>;
