import { sql, type SQL } from 'drizzle-orm';
import { SCORE_WEIGHTS as w, SHILL_ADDRESS_MAX_ACCOUNTS, SHILL_MIN_BIDS } from '@naijabid/shared/messages/admin-abuse';
import type { Database } from '../../db/client';

async function rows<T>(db: Database, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

interface Person {
  id: string;
  name: string;
  email: string;
}

const person = (alias: string) =>
  sql.raw(
    `jsonb_build_object('id', ${alias}.id, 'name', ${alias}.first_name || ' ' || ${alias}.last_name, 'email', ${alias}.email)`,
  );

/**
 * Bidder and seller pairs, scored as messages/admin-abuse.ts explains: the bidder's share of
 * bids on this seller, their losses among this seller's ended auctions they bid on, and a
 * login address both used (sessions.client_address_hash), weighed by how few accounts used
 * it: of the addresses both used, the one the fewest accounts did.
 */
export async function shillSuspects(db: Database, limit: number) {
  return rows<{
    bidder: Person;
    seller: Person;
    bidsOnSeller: number;
    bidsInAll: number;
    auctions: number;
    endedAuctions: number;
    wins: number;
    addressSharedBy: number | null;
    score: number;
  }>(
    db,
    sql`with totals as (
        select bidder_id, count(*) as bids from bids group by bidder_id
      ), pairs as (
        select b.bidder_id, l.seller_id, count(*) as bids, count(distinct b.listing_id) as auctions,
          count(distinct b.listing_id) filter (where l.status = 'ended') as ended_auctions,
          count(distinct b.listing_id) filter (where l.winner_id = b.bidder_id) as wins
        from bids b join listings l on l.id = b.listing_id
        group by b.bidder_id, l.seller_id
      ), judged as (
        select p.*, t.bids as bids_in_all, address.shared_by
        from pairs p join totals t on t.bidder_id = p.bidder_id
        left join lateral (
          select min(on_address.accounts) as shared_by
          from (select distinct mine.client_address_hash as hash
              from sessions mine join sessions theirs on theirs.client_address_hash = mine.client_address_hash
              where mine.user_id = p.bidder_id and theirs.user_id = p.seller_id) both_used
          cross join lateral (select count(distinct everyone.user_id) as accounts
              from sessions everyone where everyone.client_address_hash = both_used.hash) on_address
        ) address on true
      ), scored as (
        select j.*, round(${w.concentration} * j.bids::numeric / j.bids_in_all
          + case when j.ended_auctions > 0 then ${w.losing} * (j.ended_auctions - j.wins)::numeric / j.ended_auctions else 0 end
          + coalesce(${w.sameAddress} * 2::numeric / j.shared_by, 0))::int as score
        from judged j
        where j.bids >= ${SHILL_MIN_BIDS} or j.shared_by <= ${SHILL_ADDRESS_MAX_ACCOUNTS}
      )
      select ${person('bidder')} as bidder, ${person('seller')} as seller, s.bids::int as "bidsOnSeller",
        s.bids_in_all::int as "bidsInAll", s.auctions::int as auctions, s.ended_auctions::int as "endedAuctions",
        s.wins::int as wins, s.shared_by::int as "addressSharedBy", s.score
      from scored s join users bidder on bidder.id = s.bidder_id join users seller on seller.id = s.seller_id
      order by s.score desc, s.bids desc, bidder.id, seller.id
      limit ${limit}`,
  );
}

/** Winners who left orders unpaid, scored by how many and what share of their wins. */
export async function forfeiters(db: Database, limit: number) {
  return rows<{ user: Person; won: number; forfeited: number; strikes: number; score: number }>(
    db,
    sql`with counted as (
        select o.buyer_id, count(*) as won, count(*) filter (where o.status = 'forfeited') as forfeited
        from orders o group by o.buyer_id
      )
      select ${person('u')} as "user", c.won::int as won, c.forfeited::int as forfeited, u.forfeit_strikes as strikes,
        round(least(${w.perForfeit} * c.forfeited, ${w.forfeitCountCap}) + ${w.forfeitShare} * c.forfeited::numeric / c.won)::int as score
      from counted c join users u on u.id = c.buyer_id
      where c.forfeited > 0 or u.forfeit_strikes > 0
      order by score desc, c.forfeited desc, u.id
      limit ${limit}`,
  );
}
