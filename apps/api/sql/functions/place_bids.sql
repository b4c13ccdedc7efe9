-- Bids on one auction that arrived together, in order, in one transaction: the auction's
-- lock is taken once and the commit is shared (workflows/bidding/place-bid.ts batches them). Each
-- bid sees the ones before it. Answers one result per bid, in order: {replayed, answer,
-- events}, or {refused} with a refusal of the Refusal type in src/db/functions.ts: not_found,
-- idempotency_key_reused, auction_not_started, auction_closed, own_auction, bidding_barred
-- {forfeits}, bid_not_above_own_maximum {maximumKobo}, bid_too_low {minimumKobo} or insufficient_funds
-- {neededKobo, availableKobo}. On an open auction the
-- batch first creates any missing wallet of its bidders (empty, and kept even if their bids
-- are refused) and locks its accounts; after that, every refusal comes before its bid's
-- first write, so a refused bid moves no money, records no bid, leaves the auction as it
-- was, and the bids after it go on. The rules mirror packages/shared/src/proxy-bidding.ts;
-- the increment bands, security rate and forfeits that bar a bidder come in as arguments from
-- packages/shared/src/auction-rules.ts, and the bidding property tests check every outcome
-- against the TypeScript rules.
CREATE OR REPLACE FUNCTION place_bids(
  p_listing_id uuid,
  p_bids jsonb,
  p_increment_bands jsonb,
  p_security_percent integer,
  p_security_min_kobo bigint,
  p_forfeits_before_bar integer,
  p_auction_channel text,
  p_user_channel_prefix text
) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_results jsonb[] := '{}';
  v_listing listings;
  v_bid_count_before integer;
  v_now timestamptz := now();
  v_reset interval;
  -- The refusal every bid of the batch gets, or NULL while the auction is open.
  v_not_open text;
  v_account_owner uuid;
  v_accounts uuid[] := '{}';
  v_bid jsonb;
  v_bidder_id uuid;
  v_max bigint;
  v_key text;
  v_stored bids;
  v_answer jsonb;
  -- The two best bidders' best bids (the earlier on ties): all the proxy rules need.
  v_leader_id uuid;
  v_leader_max bigint;
  v_leader_sequence bigint;
  v_runner_up_id uuid;
  v_runner_up_max bigint;
  v_runner_up_sequence bigint;
  v_minimum bigint;
  v_unsaved constant bigint := 9223372036854775807;
  v_new_leader_id uuid;
  v_new_leader_max bigint;
  v_new_leader_sequence bigint;
  v_new_runner_up_id uuid;
  v_new_runner_up_max bigint;
  v_new_runner_up_sequence bigint;
  v_best record;
  v_price bigint;
  v_leading boolean;
  v_previous_leader_id uuid;
  v_security bigint;
  v_wallet_id uuid;
  v_wallet ledger_accounts;
  v_security_account_id uuid;
  v_available bigint;
  v_sequence bigint;
  v_leader_name text;
  v_leader_name_of uuid;
  v_events jsonb;
  v_forfeits integer;
BEGIN
  SELECT * INTO v_listing FROM listings WHERE id = p_listing_id FOR UPDATE;
  IF v_listing.id IS NULL OR v_listing.status = 'draft' THEN
    RETURN (SELECT jsonb_agg(bid_refusal('not_found')) FROM jsonb_array_elements(p_bids));
  END IF;
  v_bid_count_before := v_listing.bid_count;
  v_reset := make_interval(secs => v_listing.bid_reset_seconds);
  -- Judged once for the whole batch: v_now is fixed and an accepted bid only moves the end later.
  v_not_open := CASE
    WHEN v_listing.status = 'scheduled' AND v_now < v_listing.starts_at THEN 'auction_not_started'
    WHEN v_listing.status <> 'scheduled' OR v_now >= v_listing.ends_at THEN 'auction_closed'
  END;

  IF v_not_open IS NULL THEN
    -- Every account the batch may touch is created if missing and locked now, in one call
    -- and so in id order: each bidder's wallet, the current leader's and the auction's
    -- security account. Locked bid by bid, on top of the locks the batch's earlier bids
    -- already held, two batches on two auctions with crossing bidders could each hold a
    -- wallet the other waits for; now the locking inside each transfer only re-takes locks
    -- already held. This also locks the wallets of bidders who end up not leading: freedom
    -- from deadlocks is worth that. Missing wallets are created in user id order, so two
    -- batches creating the same ones queue rather than deadlock.
    FOR v_account_owner IN
      SELECT DISTINCT (value ->> 'bidderId')::uuid FROM jsonb_array_elements(p_bids)
      WHERE (value ->> 'bidderId')::uuid <> v_listing.seller_id ORDER BY 1
    LOOP
      v_accounts := v_accounts || ledger_wallet_account(v_account_owner);
    END LOOP;
    IF v_listing.leader_id IS NOT NULL THEN v_accounts := v_accounts || ledger_wallet_account(v_listing.leader_id); END IF;
    v_security_account_id := ledger_auction_security_account(p_listing_id);
    PERFORM ledger_lock_accounts(v_accounts || v_security_account_id);
  END IF;

  SELECT bidder_id, max_amount_kobo, sequence INTO v_leader_id, v_leader_max, v_leader_sequence
    FROM bids WHERE listing_id = p_listing_id ORDER BY max_amount_kobo DESC, sequence LIMIT 1;
  IF v_leader_id IS NOT NULL THEN
    SELECT bidder_id, max_amount_kobo, sequence INTO v_runner_up_id, v_runner_up_max, v_runner_up_sequence
      FROM bids WHERE listing_id = p_listing_id AND bidder_id <> v_leader_id ORDER BY max_amount_kobo DESC, sequence LIMIT 1;
  END IF;

  <<each_bid>>
  FOR v_bid IN SELECT value FROM jsonb_array_elements(p_bids) WITH ORDINALITY ORDER BY ordinality LOOP
    v_bidder_id := (v_bid ->> 'bidderId')::uuid;
    v_max := (v_bid ->> 'maxAmountKobo')::bigint;
    v_key := v_bid ->> 'idempotencyKey';

    SELECT * INTO v_stored FROM bids WHERE bidder_id = v_bidder_id AND idempotency_key = v_key;
    IF FOUND THEN
      -- A replay answers the first answer only if it asks for the same bid; a key reused
      -- for another auction or amount would otherwise place nothing and say it did. Two
      -- requests with one key queue on the bidder's wallet lock, so the later sees the first.
      v_results := array_append(v_results, CASE
        WHEN v_stored.listing_id = p_listing_id AND v_stored.max_amount_kobo = v_max
          THEN jsonb_build_object('replayed', true, 'answer', v_stored.answer, 'events', '[]'::jsonb)
        ELSE bid_refusal('idempotency_key_reused') END);
      CONTINUE each_bid;
    END IF;

    IF v_not_open IS NOT NULL THEN
      v_results := array_append(v_results, bid_refusal(v_not_open));
      CONTINUE each_bid;
    END IF;
    IF v_listing.seller_id = v_bidder_id THEN
      v_results := array_append(v_results, bid_refusal('own_auction'));
      CONTINUE each_bid;
    END IF;
    SELECT forfeit_strikes INTO v_forfeits FROM users WHERE id = v_bidder_id;
    IF v_forfeits >= p_forfeits_before_bar THEN
      v_results := array_append(v_results, bid_refusal('bidding_barred', jsonb_build_object('forfeits', v_forfeits)));
      CONTINUE each_bid;
    END IF;

    IF v_leader_id = v_bidder_id THEN
      IF v_max <= v_leader_max THEN
        v_results := array_append(v_results, bid_refusal('bid_not_above_own_maximum', jsonb_build_object('maximumKobo', v_leader_max)));
        CONTINUE each_bid;
      END IF;
    ELSE
      v_minimum := CASE WHEN v_leader_id IS NULL THEN v_listing.starting_price_kobo
        ELSE v_listing.current_price_kobo + bid_increment(v_listing.current_price_kobo, p_increment_bands) END;
      IF v_max < v_minimum THEN
        v_results := array_append(v_results, bid_refusal('bid_too_low', jsonb_build_object('minimumKobo', v_minimum)));
        CONTINUE each_bid;
      END IF;
    END IF;

    -- The new standing: each bidder's highest maximum (the earlier on ties), best two. The
    -- new bid is the latest, so it loses ties; its real sequence is known once inserted.
    v_new_leader_id := NULL; v_new_runner_up_id := NULL; v_new_runner_up_max := NULL; v_new_runner_up_sequence := NULL;
    FOR v_best IN
      SELECT best.bidder_id, best.max_amount_kobo, best.sequence FROM (
        SELECT DISTINCT ON (candidate.bidder_id) candidate.bidder_id, candidate.max_amount_kobo, candidate.sequence
        FROM (VALUES (v_leader_id, v_leader_max, v_leader_sequence),
                     (v_runner_up_id, v_runner_up_max, v_runner_up_sequence),
                     (v_bidder_id, v_max, v_unsaved)) AS candidate (bidder_id, max_amount_kobo, sequence)
        WHERE candidate.bidder_id IS NOT NULL
        ORDER BY candidate.bidder_id, candidate.max_amount_kobo DESC, candidate.sequence
      ) AS best
      ORDER BY best.max_amount_kobo DESC, best.sequence
      LIMIT 2
    LOOP
      IF v_new_leader_id IS NULL THEN
        v_new_leader_id := v_best.bidder_id; v_new_leader_max := v_best.max_amount_kobo; v_new_leader_sequence := v_best.sequence;
      ELSE
        v_new_runner_up_id := v_best.bidder_id; v_new_runner_up_max := v_best.max_amount_kobo; v_new_runner_up_sequence := v_best.sequence;
      END IF;
    END LOOP;
    v_leading := v_new_leader_id = v_bidder_id;
    v_security := greatest((v_max * p_security_percent + 99) / 100, p_security_min_kobo);

    -- Created and locked at the start of the batch.
    v_wallet_id := ledger_wallet_account(v_bidder_id);
    SELECT * INTO v_wallet FROM ledger_accounts WHERE id = v_wallet_id;
    v_available := v_wallet.credits_posted - v_wallet.debits_posted - v_wallet.debits_pending;
    IF v_leading AND v_listing.leader_id = v_bidder_id AND v_listing.leader_hold_id IS NOT NULL THEN
      -- Raising one's own maximum releases one's own hold first.
      v_available := v_available + (SELECT amount_kobo FROM ledger_transfers WHERE id = v_listing.leader_hold_id);
    END IF;
    -- A bid that does not lead holds nothing, but it must be one the bidder could back.
    IF v_available < v_security THEN
      v_results := array_append(v_results, bid_refusal('insufficient_funds', jsonb_build_object('neededKobo', v_security, 'availableKobo', v_available)));
      CONTINUE each_bid;
    END IF;

    -- Accepted: from here on the bid writes.
    IF v_leading THEN
      IF v_listing.leader_hold_id IS NOT NULL THEN PERFORM ledger_resolve_pending(v_listing.leader_hold_id, 'void'); END IF;
      v_listing.leader_hold_id := ledger_transfer(v_wallet_id, v_security_account_id, v_security, 'bid_security', true);
    END IF;

    IF v_leader_id = v_bidder_id THEN
      -- Raising your own maximum while leading does not raise the price; it only jumps to
      -- the reserve when this raise is what meets it.
      v_price := CASE WHEN v_leader_max < v_listing.reserve_price_kobo AND v_max >= v_listing.reserve_price_kobo
        THEN greatest(v_listing.current_price_kobo, v_listing.reserve_price_kobo) ELSE v_listing.current_price_kobo END;
    ELSE
      v_price := proxy_price(v_new_leader_max, v_new_runner_up_max, v_listing.starting_price_kobo, v_listing.reserve_price_kobo, p_increment_bands);
    END IF;
    v_previous_leader_id := v_listing.leader_id;
    v_listing.current_price_kobo := v_price;
    v_listing.bid_count := v_listing.bid_count + 1;
    v_listing.leader_id := v_new_leader_id;
    v_listing.leader_max_kobo := v_new_leader_max;
    IF v_listing.ends_at - v_now <= v_reset THEN
      v_listing.ends_at := date_trunc('milliseconds', v_now + v_reset);
    END IF;

    v_answer := jsonb_build_object(
      'leading', v_leading,
      'currentPrice', v_price,
      'bidCount', v_listing.bid_count,
      'endsAt', to_char(v_listing.ends_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
      'minNextBid', v_price + bid_increment(v_price, p_increment_bands)
    );
    INSERT INTO bids (listing_id, bidder_id, max_amount_kobo, idempotency_key, answer)
      VALUES (p_listing_id, v_bidder_id, v_max, v_key, v_answer) RETURNING sequence INTO v_sequence;
    v_leader_id := v_new_leader_id;
    v_leader_max := v_new_leader_max;
    v_leader_sequence := CASE WHEN v_new_leader_sequence = v_unsaved THEN v_sequence ELSE v_new_leader_sequence END;
    v_runner_up_id := v_new_runner_up_id;
    v_runner_up_max := v_new_runner_up_max;
    v_runner_up_sequence := CASE WHEN v_new_runner_up_sequence = v_unsaved THEN v_sequence ELSE v_new_runner_up_sequence END;

    IF v_leader_name_of IS DISTINCT FROM v_leader_id THEN
      v_leader_name := masked_bidder_name(v_leader_id);
      v_leader_name_of := v_leader_id;
    END IF;
    v_events := jsonb_build_array(append_live_event(p_auction_channel, 'bid', jsonb_build_object(
      'listingId', p_listing_id,
      'currentPrice', v_price,
      'bidCount', v_listing.bid_count,
      'endsAt', v_answer ->> 'endsAt',
      'minNextBid', v_answer -> 'minNextBid',
      'leader', v_leader_name
    )));
    IF v_previous_leader_id IS NOT NULL AND v_previous_leader_id <> v_leader_id THEN
      v_events := v_events || jsonb_build_array(append_live_event(p_user_channel_prefix || v_previous_leader_id, 'outbid',
        jsonb_build_object('listingId', p_listing_id, 'title', v_listing.title, 'currentPrice', v_price)));
    END IF;
    v_results := array_append(v_results, jsonb_build_object('replayed', false, 'answer', v_answer, 'events', v_events));
  END LOOP;

  IF v_listing.bid_count > v_bid_count_before THEN
    UPDATE listings SET
      current_price_kobo = v_listing.current_price_kobo,
      bid_count = v_listing.bid_count,
      leader_id = v_listing.leader_id,
      leader_max_kobo = v_listing.leader_max_kobo,
      leader_hold_id = v_listing.leader_hold_id,
      ends_at = v_listing.ends_at,
      updated_at = v_now
    WHERE id = p_listing_id;
  END IF;
  RETURN to_jsonb(v_results);
END;
$$;
