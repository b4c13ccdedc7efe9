-- The ledger's moves, the live event log's append and a whole bid as database functions.
-- A bid holds its auction's row lock from the first statement to the commit; run from the
-- application it took about 25 round trips, as one function call it takes one, so bids on a
-- hot auction queue for far less time. The TypeScript ledger and event log call the same
-- functions, so each rule is written once. Bid rules mirror
-- packages/shared/src/proxy-bidding.ts; the increment bands and security rate come in as
-- arguments from packages/shared/src/auction-rules.ts, and the bidding property tests check
-- every outcome against the TypeScript rules.

-- Refusals a caller can show: SQLSTATE NB001 with the reason in MESSAGE and the figures as
-- JSON in DETAIL.
CREATE FUNCTION refuse(p_reason text, p_detail jsonb DEFAULT '{}') RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION USING ERRCODE = 'NB001', MESSAGE = p_reason, DETAIL = p_detail::text;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION ledger_wallet_account(p_user_id uuid) RETURNS uuid LANGUAGE plpgsql AS $$
DECLARE
  v_id uuid;
BEGIN
  SELECT id INTO v_id FROM ledger_accounts WHERE user_id = p_user_id AND kind = 'user_wallet';
  IF v_id IS NULL THEN
    INSERT INTO ledger_accounts (user_id, kind, debits_must_not_exceed_credits) VALUES (p_user_id, 'user_wallet', true)
      ON CONFLICT (user_id, kind) WHERE user_id IS NOT NULL DO NOTHING RETURNING id INTO v_id;
  END IF;
  IF v_id IS NULL THEN
    SELECT id INTO v_id FROM ledger_accounts WHERE user_id = p_user_id AND kind = 'user_wallet';
  END IF;
  RETURN v_id;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION ledger_auction_security_account(p_listing_id uuid) RETURNS uuid LANGUAGE plpgsql AS $$
DECLARE
  v_id uuid;
BEGIN
  SELECT id INTO v_id FROM ledger_accounts WHERE listing_id = p_listing_id AND kind = 'auction_security';
  IF v_id IS NULL THEN
    INSERT INTO ledger_accounts (listing_id, kind, debits_must_not_exceed_credits) VALUES (p_listing_id, 'auction_security', false)
      ON CONFLICT (listing_id, kind) WHERE listing_id IS NOT NULL DO NOTHING RETURNING id INTO v_id;
  END IF;
  IF v_id IS NULL THEN
    SELECT id INTO v_id FROM ledger_accounts WHERE listing_id = p_listing_id AND kind = 'auction_security';
  END IF;
  RETURN v_id;
END;
$$;
--> statement-breakpoint
-- Locks the accounts in id order, the one order every transaction uses, so two
-- transactions needing the same accounts queue instead of deadlocking.
CREATE FUNCTION ledger_lock_accounts(p_account_ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM ledger_accounts WHERE id = ANY (p_account_ids) ORDER BY id FOR UPDATE;
END;
$$;
--> statement-breakpoint
-- Moves money (posted) or holds it (pending). With an idempotency key already used, it
-- answers the first transfer and moves nothing. A wallet never pays or holds more than
-- it has: refused with NB001 'insufficient_funds'.
CREATE FUNCTION ledger_transfer(
  p_debit_account_id uuid,
  p_credit_account_id uuid,
  p_amount_kobo bigint,
  p_purpose text,
  p_pending boolean,
  p_idempotency_key text DEFAULT NULL
) RETURNS uuid LANGUAGE plpgsql AS $$
DECLARE
  v_debit ledger_accounts;
  v_available bigint;
  v_id uuid;
BEGIN
  IF p_amount_kobo IS NULL OR p_amount_kobo <= 0 THEN
    RAISE EXCEPTION 'Transfer amount must be a positive whole number of kobo, got %', p_amount_kobo;
  END IF;
  PERFORM ledger_lock_accounts(ARRAY[p_debit_account_id, p_credit_account_id]);
  IF p_idempotency_key IS NOT NULL THEN
    SELECT id INTO v_id FROM ledger_transfers WHERE idempotency_key = p_idempotency_key;
    IF v_id IS NOT NULL THEN RETURN v_id; END IF;
  END IF;
  SELECT * INTO v_debit FROM ledger_accounts WHERE id = p_debit_account_id;
  v_available := v_debit.credits_posted - v_debit.debits_posted - v_debit.debits_pending;
  IF v_debit.debits_must_not_exceed_credits AND v_available < p_amount_kobo THEN
    PERFORM refuse('insufficient_funds', jsonb_build_object('accountId', p_debit_account_id, 'availableKobo', v_available, 'requestedKobo', p_amount_kobo));
  END IF;
  UPDATE ledger_accounts SET
    debits_pending = debits_pending + CASE WHEN p_pending THEN p_amount_kobo ELSE 0 END,
    debits_posted = debits_posted + CASE WHEN p_pending THEN 0 ELSE p_amount_kobo END
  WHERE id = p_debit_account_id;
  UPDATE ledger_accounts SET
    credits_pending = credits_pending + CASE WHEN p_pending THEN p_amount_kobo ELSE 0 END,
    credits_posted = credits_posted + CASE WHEN p_pending THEN 0 ELSE p_amount_kobo END
  WHERE id = p_credit_account_id;
  INSERT INTO ledger_transfers (debit_account_id, credit_account_id, amount_kobo, phase, purpose, idempotency_key)
    VALUES (p_debit_account_id, p_credit_account_id, p_amount_kobo, CASE WHEN p_pending THEN 'pending' ELSE 'posted' END, p_purpose, p_idempotency_key)
    RETURNING id INTO v_id;
  RETURN v_id;
END;
$$;
--> statement-breakpoint
-- Posts (the hold becomes a payment) or voids (the hold is released) a pending transfer in
-- full, at most once: the unique index on pending_id refuses a second resolution too.
CREATE FUNCTION ledger_resolve_pending(p_pending_id uuid, p_outcome text) RETURNS uuid LANGUAGE plpgsql AS $$
DECLARE
  v_pending ledger_transfers;
  v_posted bigint;
  v_id uuid;
BEGIN
  SELECT * INTO v_pending FROM ledger_transfers WHERE id = p_pending_id;
  IF v_pending.id IS NULL OR v_pending.phase <> 'pending' THEN
    RAISE EXCEPTION 'Transfer % is not a pending transfer', p_pending_id;
  END IF;
  IF p_outcome NOT IN ('post', 'void') THEN
    RAISE EXCEPTION 'A pending transfer is posted or voided, not %', p_outcome;
  END IF;
  PERFORM ledger_lock_accounts(ARRAY[v_pending.debit_account_id, v_pending.credit_account_id]);
  IF EXISTS (SELECT 1 FROM ledger_transfers WHERE pending_id = p_pending_id) THEN
    RAISE EXCEPTION 'Pending transfer % was already resolved', p_pending_id;
  END IF;
  v_posted := CASE WHEN p_outcome = 'post' THEN v_pending.amount_kobo ELSE 0 END;
  UPDATE ledger_accounts SET debits_pending = debits_pending - v_pending.amount_kobo, debits_posted = debits_posted + v_posted
    WHERE id = v_pending.debit_account_id;
  UPDATE ledger_accounts SET credits_pending = credits_pending - v_pending.amount_kobo, credits_posted = credits_posted + v_posted
    WHERE id = v_pending.credit_account_id;
  INSERT INTO ledger_transfers (debit_account_id, credit_account_id, amount_kobo, phase, pending_id, purpose)
    VALUES (v_pending.debit_account_id, v_pending.credit_account_id, v_pending.amount_kobo,
      CASE WHEN p_outcome = 'post' THEN 'post_pending' ELSE 'void_pending' END, p_pending_id, v_pending.purpose)
    RETURNING id INTO v_id;
  RETURN v_id;
END;
$$;
--> statement-breakpoint
-- Appends to a channel's event log inside the caller's transaction. The channel's counter
-- row stays locked until commit, so sequence numbers are handed out in commit order and a
-- replay from any number misses nothing.
CREATE FUNCTION append_live_event(p_channel text, p_type text, p_data jsonb) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_sequence bigint;
BEGIN
  INSERT INTO event_channels AS counter (channel, last_sequence) VALUES (p_channel, 1)
    ON CONFLICT (channel) DO UPDATE SET last_sequence = counter.last_sequence + 1
    RETURNING last_sequence INTO v_sequence;
  INSERT INTO events (channel, sequence, type, data) VALUES (p_channel, v_sequence, p_type, p_data);
  RETURN jsonb_build_object('channel', p_channel, 'sequence', v_sequence, 'type', p_type, 'data', p_data);
END;
$$;
--> statement-breakpoint
-- bidIncrementFor: the first band whose upper bound is above the price (the last is open).
CREATE FUNCTION bid_increment(p_price_kobo bigint, p_bands jsonb) RETURNS bigint LANGUAGE sql IMMUTABLE AS $$
  SELECT (band ->> 'incrementKobo')::bigint
  FROM jsonb_array_elements(p_bands) WITH ORDINALITY AS bands (band, position)
  WHERE band ->> 'belowKobo' IS NULL OR p_price_kobo < (band ->> 'belowKobo')::bigint
  ORDER BY position
  LIMIT 1
$$;
--> statement-breakpoint
-- proxyOutcome's price: one increment above the second-highest maximum, capped at the
-- leader's, never below the starting price, at least the reserve once the leader meets it.
CREATE FUNCTION proxy_price(p_leader_max bigint, p_runner_up_max bigint, p_starting bigint, p_reserve bigint, p_bands jsonb)
RETURNS bigint LANGUAGE sql IMMUTABLE AS $$
  SELECT greatest(
    CASE WHEN p_runner_up_max IS NULL THEN p_starting
      ELSE least(p_leader_max, p_runner_up_max + bid_increment(p_runner_up_max, p_bands)) END,
    p_starting,
    CASE WHEN p_reserve IS NOT NULL AND p_leader_max >= p_reserve THEN p_reserve END
  )
$$;
--> statement-breakpoint
-- One bid, inside place_bids. Answers {replayed, answer, events}, or {refused, detail}
-- with one of: not_found, auction_not_started, auction_closed, own_auction,
-- bid_not_above_own_maximum {maximum}, bid_too_low {minimum}, insufficient_funds {needed,
-- available}. Every refusal comes before the first write, so a refused bid changes nothing
-- and the bids after it in the same batch go on.
CREATE FUNCTION bid_refusal(p_reason text, p_detail jsonb DEFAULT '{}') RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT jsonb_build_object('refused', p_reason, 'detail', p_detail)
$$;
--> statement-breakpoint
CREATE FUNCTION place_bid(
  p_listing_id uuid,
  p_bidder_id uuid,
  p_max_kobo bigint,
  p_idempotency_key text,
  p_increment_bands jsonb,
  p_security_percent integer,
  p_security_min_kobo bigint,
  p_auction_channel text,
  p_user_channel_prefix text
) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_listing listings;
  v_now timestamptz := now();
  v_answer jsonb;
  v_leader_id uuid;
  v_leader_max bigint;
  v_leader_sequence bigint;
  v_runner_up_id uuid;
  v_runner_up_max bigint;
  v_runner_up_sequence bigint;
  v_price_before bigint;
  v_minimum bigint;
  v_rank integer := 0;
  v_best record;
  v_new_leader_id uuid;
  v_new_leader_max bigint;
  v_new_runner_up_max bigint;
  v_price bigint;
  v_leading boolean;
  v_security bigint;
  v_wallet_id uuid;
  v_wallet ledger_accounts;
  v_security_account_id uuid;
  v_available bigint;
  v_hold_id uuid;
  v_ends_at timestamptz;
  v_reset interval;
  v_leader_name text;
  v_events jsonb;
BEGIN
  SELECT * INTO v_listing FROM listings WHERE id = p_listing_id FOR UPDATE;
  IF v_listing.id IS NULL OR v_listing.status = 'draft' THEN RETURN bid_refusal('not_found'); END IF;

  SELECT answer INTO v_answer FROM bids WHERE bidder_id = p_bidder_id AND idempotency_key = p_idempotency_key;
  IF v_answer IS NOT NULL THEN
    RETURN jsonb_build_object('replayed', true, 'answer', v_answer, 'events', '[]'::jsonb);
  END IF;

  IF v_listing.status = 'scheduled' AND v_now < v_listing.starts_at THEN RETURN bid_refusal('auction_not_started'); END IF;
  IF v_listing.status <> 'scheduled' OR v_now >= v_listing.ends_at THEN RETURN bid_refusal('auction_closed'); END IF;
  IF v_listing.seller_id = p_bidder_id THEN RETURN bid_refusal('own_auction'); END IF;

  -- The two best bidders' best bids: all the proxy rules need.
  SELECT bidder_id, max_amount_kobo, sequence INTO v_leader_id, v_leader_max, v_leader_sequence
    FROM bids WHERE listing_id = p_listing_id ORDER BY max_amount_kobo DESC, sequence LIMIT 1;
  IF v_leader_id IS NOT NULL THEN
    SELECT bidder_id, max_amount_kobo, sequence INTO v_runner_up_id, v_runner_up_max, v_runner_up_sequence
      FROM bids WHERE listing_id = p_listing_id AND bidder_id <> v_leader_id ORDER BY max_amount_kobo DESC, sequence LIMIT 1;
  END IF;

  IF v_leader_id = p_bidder_id THEN
    IF p_max_kobo <= v_leader_max THEN RETURN bid_refusal('bid_not_above_own_maximum', jsonb_build_object('maximum', v_leader_max)); END IF;
  ELSE
    v_price_before := proxy_price(v_leader_max, v_runner_up_max, v_listing.starting_price_kobo, v_listing.reserve_price_kobo, p_increment_bands);
    v_minimum := CASE WHEN v_leader_id IS NULL THEN v_listing.starting_price_kobo
      ELSE v_price_before + bid_increment(v_price_before, p_increment_bands) END;
    IF p_max_kobo < v_minimum THEN RETURN bid_refusal('bid_too_low', jsonb_build_object('minimum', v_minimum)); END IF;
  END IF;

  -- Each bidder's highest maximum (the earlier on ties), the new bid arriving last.
  FOR v_best IN
    SELECT best.bidder_id, best.max_amount_kobo FROM (
      SELECT DISTINCT ON (candidate.bidder_id) candidate.bidder_id, candidate.max_amount_kobo, candidate.sequence
      FROM (VALUES (v_leader_id, v_leader_max, v_leader_sequence),
                   (v_runner_up_id, v_runner_up_max, v_runner_up_sequence),
                   (p_bidder_id, p_max_kobo, 9223372036854775807::bigint)) AS candidate (bidder_id, max_amount_kobo, sequence)
      WHERE candidate.bidder_id IS NOT NULL
      ORDER BY candidate.bidder_id, candidate.max_amount_kobo DESC, candidate.sequence
    ) AS best
    ORDER BY best.max_amount_kobo DESC, best.sequence
    LIMIT 2
  LOOP
    v_rank := v_rank + 1;
    IF v_rank = 1 THEN
      v_new_leader_id := v_best.bidder_id;
      v_new_leader_max := v_best.max_amount_kobo;
    ELSE
      v_new_runner_up_max := v_best.max_amount_kobo;
    END IF;
  END LOOP;
  v_price := proxy_price(v_new_leader_max, v_new_runner_up_max, v_listing.starting_price_kobo, v_listing.reserve_price_kobo, p_increment_bands);
  v_leading := v_new_leader_id = p_bidder_id;
  v_security := greatest((p_max_kobo * p_security_percent + 99) / 100, p_security_min_kobo);

  -- Created first, read after: a row made inside a statement is not in that statement's snapshot.
  v_wallet_id := ledger_wallet_account(p_bidder_id);
  IF v_leading THEN
    -- The lead, and with it the security hold, moves to this bidder (or grows with their
    -- maximum). Every account involved is locked before the wallet is read.
    v_security_account_id := ledger_auction_security_account(p_listing_id);
    PERFORM ledger_lock_accounts(ARRAY[v_wallet_id, v_security_account_id]
      || CASE WHEN v_listing.leader_id IS NULL THEN ARRAY[]::uuid[] ELSE ARRAY[ledger_wallet_account(v_listing.leader_id)] END);
  END IF;
  SELECT * INTO v_wallet FROM ledger_accounts WHERE id = v_wallet_id;
  v_available := v_wallet.credits_posted - v_wallet.debits_posted - v_wallet.debits_pending;
  IF v_leading AND v_listing.leader_id = p_bidder_id AND v_listing.leader_hold_id IS NOT NULL THEN
    -- Raising one's own maximum releases one's own hold first.
    v_available := v_available + (SELECT amount_kobo FROM ledger_transfers WHERE id = v_listing.leader_hold_id);
  END IF;
  -- A bid that does not lead holds nothing, but it must be one the bidder could back.
  IF v_available < v_security THEN
    RETURN bid_refusal('insufficient_funds', jsonb_build_object('needed', v_security, 'available', v_available));
  END IF;

  v_hold_id := v_listing.leader_hold_id;
  IF v_leading THEN
    IF v_listing.leader_hold_id IS NOT NULL THEN PERFORM ledger_resolve_pending(v_listing.leader_hold_id, 'void'); END IF;
    v_hold_id := ledger_transfer(v_wallet_id, v_security_account_id, v_security, 'bid_security', true);
  END IF;

  v_reset := make_interval(secs => v_listing.bid_reset_seconds);
  v_ends_at := CASE WHEN v_listing.ends_at - v_now <= v_reset THEN date_trunc('milliseconds', v_now + v_reset) ELSE v_listing.ends_at END;
  UPDATE listings SET
    current_price_kobo = v_price,
    bid_count = bid_count + 1,
    leader_id = v_new_leader_id,
    leader_max_kobo = v_new_leader_max,
    leader_hold_id = v_hold_id,
    ends_at = v_ends_at,
    updated_at = v_now
  WHERE id = p_listing_id;

  v_answer := jsonb_build_object(
    'leading', v_leading,
    'currentPrice', v_price,
    'bidCount', v_listing.bid_count + 1,
    'endsAt', to_char(v_ends_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'minNextBid', v_price + bid_increment(v_price, p_increment_bands)
  );
  INSERT INTO bids (listing_id, bidder_id, max_amount_kobo, idempotency_key, answer)
    VALUES (p_listing_id, p_bidder_id, p_max_kobo, p_idempotency_key, v_answer);

  -- maskedBidderName: "Aisha O***".
  SELECT first_name || ' ' || upper(left(last_name, 1)) || '***' INTO v_leader_name FROM users WHERE id = v_new_leader_id;
  v_events := jsonb_build_array(append_live_event(p_auction_channel, 'bid', jsonb_build_object(
    'listingId', p_listing_id,
    'currentPrice', v_price,
    'bidCount', v_listing.bid_count + 1,
    'endsAt', v_answer ->> 'endsAt',
    'minNextBid', v_answer -> 'minNextBid',
    'leader', v_leader_name
  )));
  IF v_listing.leader_id IS NOT NULL AND v_listing.leader_id <> v_new_leader_id THEN
    v_events := v_events || jsonb_build_array(append_live_event(p_user_channel_prefix || v_listing.leader_id, 'outbid',
      jsonb_build_object('listingId', p_listing_id, 'title', v_listing.title, 'currentPrice', v_price)));
  END IF;
  RETURN jsonb_build_object('replayed', false, 'answer', v_answer, 'events', v_events);
END;
$$;
--> statement-breakpoint
-- Bids on one auction that arrived together, in order, in one transaction: the auction's
-- lock is taken once and the commit is shared (workflows/place-bid.ts batches them). Each
-- bid sees the ones before it. Answers one result per bid, in order.
CREATE FUNCTION place_bids(
  p_listing_id uuid,
  p_bids jsonb,
  p_increment_bands jsonb,
  p_security_percent integer,
  p_security_min_kobo bigint,
  p_auction_channel text,
  p_user_channel_prefix text
) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_bid jsonb;
  v_results jsonb := '[]';
BEGIN
  FOR v_bid IN SELECT value FROM jsonb_array_elements(p_bids) WITH ORDINALITY ORDER BY ordinality LOOP
    v_results := v_results || jsonb_build_array(place_bid(
      p_listing_id, (v_bid ->> 'bidderId')::uuid, (v_bid ->> 'maxAmountKobo')::bigint, v_bid ->> 'idempotencyKey',
      p_increment_bands, p_security_percent, p_security_min_kobo, p_auction_channel, p_user_channel_prefix));
  END LOOP;
  RETURN v_results;
END;
$$;
