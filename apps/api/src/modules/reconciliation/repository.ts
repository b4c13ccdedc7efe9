import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';

/**
 * The reconciliation's queries: each reads the database as it is and answers only the rows
 * that differ, so a healthy database answers nothing. Sums come back as text (bigint on one
 * driver, string on the other) and are read as numbers by the service.
 */

async function rows<T>(db: Database, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The ledger's four totals as the accounts store them and as the transfers add up. */
export async function ledgerTotals(db: Database) {
  const [totals] = await rows<{
    debitsPosted: string;
    creditsPosted: string;
    debitsPending: string;
    creditsPending: string;
  }>(
    db,
    sql`select coalesce(sum(debits_posted), 0)::text as "debitsPosted", coalesce(sum(credits_posted), 0)::text as "creditsPosted",
      coalesce(sum(debits_pending), 0)::text as "debitsPending", coalesce(sum(credits_pending), 0)::text as "creditsPending"
      from ledger_accounts`,
  );
  return totals!;
}

/**
 * Accounts whose stored totals differ from their transfers: posted counts posted transfers
 * and posted holds; pending counts holds not yet resolved (a resolution names its hold and
 * repeats its amount and accounts).
 */
export async function accountsUnlikeTheirTransfers(db: Database) {
  return rows<{
    accountId: string;
    kind: string;
    ownerId: string | null;
    stored: { debitsPosted: string; creditsPosted: string; debitsPending: string; creditsPending: string };
    fromTransfers: { debitsPosted: string; creditsPosted: string; debitsPending: string; creditsPending: string };
  }>(
    db,
    sql`with sides as (
        select debit_account_id as account_id, amount_kobo, phase, true as debit from ledger_transfers
        union all
        select credit_account_id, amount_kobo, phase, false from ledger_transfers
      ), totals as (
        select account_id,
          sum(case when debit and phase in ('posted', 'post_pending') then amount_kobo else 0 end) as debits_posted,
          sum(case when not debit and phase in ('posted', 'post_pending') then amount_kobo else 0 end) as credits_posted,
          sum(case when debit then case phase when 'pending' then amount_kobo when 'posted' then 0 else -amount_kobo end else 0 end) as debits_pending,
          sum(case when not debit then case phase when 'pending' then amount_kobo when 'posted' then 0 else -amount_kobo end else 0 end) as credits_pending
        from sides group by account_id
      )
      select a.id as "accountId", a.kind, coalesce(a.user_id, a.listing_id, a.order_id) as "ownerId",
        jsonb_build_object('debitsPosted', a.debits_posted::text, 'creditsPosted', a.credits_posted::text,
          'debitsPending', a.debits_pending::text, 'creditsPending', a.credits_pending::text) as stored,
        jsonb_build_object('debitsPosted', coalesce(t.debits_posted, 0)::text, 'creditsPosted', coalesce(t.credits_posted, 0)::text,
          'debitsPending', coalesce(t.debits_pending, 0)::text, 'creditsPending', coalesce(t.credits_pending, 0)::text) as "fromTransfers"
      from ledger_accounts a left join totals t on t.account_id = a.id
      where a.debits_posted <> coalesce(t.debits_posted, 0) or a.credits_posted <> coalesce(t.credits_posted, 0)
        or a.debits_pending <> coalesce(t.debits_pending, 0) or a.credits_pending <> coalesce(t.credits_pending, 0)
      order by a.created_at, a.id`,
  );
}

/**
 * Orders whose escrow does not hold what their status says: the price and delivery fee
 * while paid and not yet released or refunded, nothing before payment or after; never a hold.
 */
export async function escrowsUnlikeTheirOrders(db: Database, holdingStatuses: readonly string[]) {
  return rows<{ orderId: string; status: string; expected: string; balance: string; pending: string }>(
    db,
    sql`select o.id as "orderId", o.status,
        (case when o.status in (${sql.join(
          holdingStatuses.map((status) => sql`${status}`),
          sql`, `,
        )}) then o.price_kobo + o.delivery_fee_kobo else 0 end)::text as expected,
        coalesce(a.credits_posted - a.debits_posted, 0)::text as balance,
        coalesce(a.credits_pending + a.debits_pending, 0)::text as pending
      from orders o left join ledger_accounts a on a.order_id = o.id and a.kind = 'order_escrow'
      where coalesce(a.credits_pending + a.debits_pending, 0) <> 0
        or coalesce(a.credits_posted - a.debits_posted, 0) <>
          case when o.status in (${sql.join(
            holdingStatuses.map((status) => sql`${status}`),
            sql`, `,
          )}) then o.price_kobo + o.delivery_fee_kobo else 0 end
      order by o.created_at, o.id`,
  );
}

/**
 * Deposits credited other than exactly once: a provider reference's credits are the
 * transfers its deposit names or that carry its key (`deposit:<provider>:<reference>`,
 * workflows/money/credit-deposit.ts); a succeeded deposit has one, of its amount, into its user's
 * wallet, and any other deposit none.
 */
export async function depositsNotCreditedOnce(db: Database) {
  return rows<{ reference: string; status: string; credits: number; creditedKobo: string; amountKobo: string }>(
    db,
    sql`select d.reference, d.status, count(t.id)::int as credits, coalesce(sum(t.amount_kobo), 0)::text as "creditedKobo",
        d.amount_kobo::text as "amountKobo"
      from deposits d
      left join ledger_transfers t on (t.id = d.credit_transfer_id or t.idempotency_key = 'deposit:' || d.provider || ':' || d.reference)
        and t.credit_account_id = (select id from ledger_accounts w where w.user_id = d.user_id and w.kind = 'user_wallet')
      group by d.id
      having count(t.id) <> (case when d.status = 'succeeded' then 1 else 0 end)
        or (d.status = 'succeeded' and coalesce(sum(t.amount_kobo), 0) <> d.amount_kobo)
      order by d.created_at, d.id`,
  );
}

/** Credits from the provider's money into a wallet that no provider reference stands behind. */
export async function depositCreditsWithoutReference(db: Database) {
  return rows<{ transferId: string; amountKobo: string; userId: string | null }>(
    db,
    sql`select t.id as "transferId", t.amount_kobo::text as "amountKobo", w.user_id as "userId"
      from ledger_transfers t join ledger_accounts w on w.id = t.credit_account_id
      where t.purpose = 'deposit'
        and not exists (select 1 from deposits d where d.credit_transfer_id = t.id
          or t.idempotency_key = 'deposit:' || d.provider || ':' || d.reference)
      order by t.created_at, t.id`,
  );
}

/**
 * Withdrawals whose money moved other than their status says: the hold from the wallet (of
 * the withdrawal's amount) still pending while the transfer runs, posted once it succeeded,
 * voided if it failed; a reversal voids it or, after a success, pays it back exactly once
 * (`withdrawal:<reference>:reversed`, workflows/money/settle-withdrawal.ts).
 */
export async function withdrawalsUnlikeTheirStatus(db: Database) {
  return rows<{
    reference: string;
    status: string;
    amountKobo: string;
    holdKobo: string;
    hold: string;
    paidBack: number;
  }>(
    db,
    sql`select * from (
        select w.reference, w.status, w.amount_kobo::text as "amountKobo", h.amount_kobo::text as "holdKobo",
          coalesce(r.phase, 'pending') as hold,
          (select count(*)::int from ledger_transfers b where b.idempotency_key = 'withdrawal:' || w.reference || ':reversed') as "paidBack",
          w.created_at, w.id
        from withdrawals w
        join ledger_transfers h on h.id = w.hold_transfer_id
        left join ledger_transfers r on r.pending_id = h.id
      ) checked
      where "amountKobo" <> "holdKobo"
        or "paidBack" <> (case when status = 'reversed' and hold = 'post_pending' then 1 else 0 end)
        or hold <> case status when 'pending' then 'pending' when 'otp' then 'pending' when 'succeeded' then 'post_pending'
          when 'failed' then 'void_pending' when 'reversed' then (case when "paidBack" > 0 then 'post_pending' else 'void_pending' end) end
      order by created_at, id`,
  );
}

export interface LedgerExportRow {
  /** The time as PostgreSQL text, microseconds intact: the next page's keyset. */
  atKey: string;
  at: string;
  id: string;
  purpose: string;
  phase: string;
  amountKobo: string;
  pendingId: string | null;
  debitAccountId: string;
  debitKind: string;
  debitOwnerId: string | null;
  creditAccountId: string;
  creditKind: string;
  creditOwnerId: string | null;
}

/**
 * One page of the ledger's transfers from `from` up to (not including) `until`, oldest first,
 * after the row `after` (keyset: its time as PostgreSQL text, microseconds intact, and id).
 */
export async function ledgerPage(
  db: Database,
  { from, until, after, limit }: { from: string; until: string; after?: { atKey: string; id: string }; limit: number },
) {
  return rows<LedgerExportRow>(
    db,
    sql`select t.created_at::text as "atKey", to_char(t.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at,
        t.id, t.purpose, t.phase, t.amount_kobo::text as "amountKobo", t.pending_id as "pendingId",
        t.debit_account_id as "debitAccountId", d.kind as "debitKind", coalesce(d.user_id, d.listing_id, d.order_id) as "debitOwnerId",
        t.credit_account_id as "creditAccountId", c.kind as "creditKind", coalesce(c.user_id, c.listing_id, c.order_id) as "creditOwnerId"
      from ledger_transfers t
      join ledger_accounts d on d.id = t.debit_account_id
      join ledger_accounts c on c.id = t.credit_account_id
      where t.created_at >= ${from}::timestamptz and t.created_at < ${until}::timestamptz
        ${after ? sql`and (t.created_at, t.id) > (${after.atKey}::timestamptz, ${after.id}::uuid)` : sql``}
      order by t.created_at, t.id
      limit ${limit}`,
  );
}
