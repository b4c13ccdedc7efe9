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
--
-- The cost is paid per batch, not per bid (docs/decisions/013): what the rules read (wallets,
-- balances, strikes, masked names, stored keys, the chain's head) is read once; the bids are
-- judged one by one in memory; then every write is one statement for the whole batch: the
-- ledger's transfers (each hold and each release, as a bid by bid run would make them) and the
-- accounts' net change, the bids with their links of the hash chain (checked again by the
-- bids_chain_check trigger), the live events with their counters, and so the notices their
-- trigger keeps.
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
  v_owners uuid[];
  v_account_owner uuid;
  v_accounts uuid[] := '{}';
  v_security_account_id uuid;
  -- What the rules read, once per batch, keyed by id: each owner's wallet, each wallet's
  -- available money (kept current as the batch holds and releases), each bidder's forfeit
  -- strikes and masked name, and the bids stored before under the batch's keys ("bidder
  -- id|key"; the batch's own accepted bids are found in v_accepted_keys).
  v_wallets jsonb := '{}';
  v_available jsonb := '{}';
  v_forfeits_of jsonb := '{}';
  v_names jsonb := '{}';
  v_stored jsonb;
  v_bid jsonb;
  v_position bigint;
  v_bidder_id uuid;
  v_max bigint;
  v_key text;
  v_stored_key text;
  v_accepted integer;
  v_replay jsonb;
  v_answer jsonb;
  -- The two best bidders' best bids (the earlier on ties): all the proxy rules need.
  v_leader_id uuid;
  v_leader_max bigint;
  v_runner_up_id uuid;
  v_runner_up_max bigint;
  v_minimum bigint;
  v_new_leader_id uuid;
  v_new_leader_max bigint;
  v_new_runner_up_id uuid;
  v_new_runner_up_max bigint;
  v_price bigint;
  v_leading boolean;
  v_previous_leader_id uuid;
  v_security bigint;
  v_wallet_id uuid;
  v_wallet_available bigint;
  -- The leader's security hold: whose wallet it holds, how much, for what.
  v_hold_wallet_id uuid;
  v_hold_amount bigint;
  v_hold_purpose text;
  v_leader_name text;
  v_forfeits integer;
  -- The auction's hash chain: its latest link, then each accepted bid's.
  v_chain_position integer;
  v_chain_hash bytea;
  v_salt bytea;
  v_commitment bytea;
  -- What the batch writes once judged, in order.
  -- Arrays, not jsonb: appending to a plpgsql array is cheap, to a jsonb array costs its
  -- whole length, and so the batch's length squared.
  v_transfers jsonb[] := '{}';
  v_events jsonb[] := '{}';
  v_last_sequences jsonb;
  v_accepted_keys text[] := '{}';
  v_bid_bidders uuid[] := '{}';
  v_bid_maximums bigint[] := '{}';
  v_bid_keys text[] := '{}';
  v_bid_answers jsonb[] := '{}';
  v_bid_positions integer[] := '{}';
  v_bid_names text[] := '{}';
  v_bid_salts bytea[] := '{}';
  v_bid_commitments bytea[] := '{}';
  v_bid_previous_hashes bytea[] := '{}';
  v_bid_hashes bytea[] := '{}';
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
    -- wallet the other waits for. This also locks the wallets of bidders who end up not
    -- leading: freedom from deadlocks is worth that. Missing wallets are created in user id
    -- order, so two batches creating the same ones queue rather than deadlock.
    v_owners := ARRAY(
      SELECT DISTINCT owner FROM (
        SELECT (value ->> 'bidderId')::uuid AS owner FROM jsonb_array_elements(p_bids)
        UNION ALL SELECT v_listing.leader_id
      ) AS owners
      WHERE owner IS NOT NULL AND owner <> v_listing.seller_id ORDER BY 1);
    SELECT coalesce(jsonb_object_agg(user_id, id), '{}') INTO v_wallets
      FROM ledger_accounts WHERE user_id = ANY (v_owners) AND kind = 'user_wallet';
    FOREACH v_account_owner IN ARRAY v_owners LOOP
      IF NOT v_wallets ? v_account_owner::text THEN
        v_wallets := v_wallets || jsonb_build_object(v_account_owner, ledger_wallet_account(v_account_owner));
      END IF;
    END LOOP;
    v_accounts := ARRAY(SELECT value::uuid FROM jsonb_each_text(v_wallets));
    v_security_account_id := ledger_auction_security_account(p_listing_id);
    PERFORM ledger_lock_accounts(v_accounts || v_security_account_id);

    SELECT coalesce(jsonb_object_agg(id, credits_posted - debits_posted - debits_pending), '{}') INTO v_available
      FROM ledger_accounts WHERE id = ANY (v_accounts);
    IF v_listing.leader_hold_id IS NOT NULL THEN
      SELECT debit_account_id, amount_kobo, purpose INTO v_hold_wallet_id, v_hold_amount, v_hold_purpose
        FROM ledger_transfers WHERE id = v_listing.leader_hold_id AND phase = 'pending';
      IF NOT FOUND THEN
        RAISE EXCEPTION 'Transfer % is not a pending transfer', v_listing.leader_hold_id;
      END IF;
    END IF;
    SELECT coalesce(jsonb_object_agg(id, forfeit_strikes), '{}'), coalesce(jsonb_object_agg(id, masked_bidder_name(id)), '{}')
      INTO v_forfeits_of, v_names FROM users WHERE id = ANY (v_owners);
    SELECT chain_position, hash INTO v_chain_position, v_chain_hash
      FROM bids WHERE listing_id = p_listing_id ORDER BY chain_position DESC LIMIT 1;
    v_chain_position := coalesce(v_chain_position, 0);
    v_chain_hash := coalesce(v_chain_hash, bid_chain_start());
  END IF;

  -- Read after the wallets' locks: two requests with one key queue on the bidder's wallet
  -- lock, so the later sees the first.
  SELECT coalesce(jsonb_object_agg(stored.bidder_id::text || '|' || stored.idempotency_key, jsonb_build_object(
      'listingId', stored.listing_id, 'maxAmountKobo', stored.max_amount_kobo, 'answer', stored.answer)), '{}')
    INTO v_stored
    FROM bids AS stored
    JOIN (SELECT DISTINCT (value ->> 'bidderId')::uuid AS bidder_id, value ->> 'idempotencyKey' AS idempotency_key
          FROM jsonb_array_elements(p_bids)) AS asked USING (bidder_id, idempotency_key);

  SELECT bidder_id, max_amount_kobo INTO v_leader_id, v_leader_max
    FROM bids WHERE listing_id = p_listing_id ORDER BY max_amount_kobo DESC, sequence LIMIT 1;
  IF v_leader_id IS NOT NULL THEN
    SELECT bidder_id, max_amount_kobo INTO v_runner_up_id, v_runner_up_max
      FROM bids WHERE listing_id = p_listing_id AND bidder_id <> v_leader_id ORDER BY max_amount_kobo DESC, sequence LIMIT 1;
  END IF;

  <<each_bid>>
  FOR v_bid, v_position IN SELECT value, ordinality FROM jsonb_array_elements(p_bids) WITH ORDINALITY ORDER BY ordinality LOOP
    v_bidder_id := (v_bid ->> 'bidderId')::uuid;
    v_max := (v_bid ->> 'maxAmountKobo')::bigint;
    v_key := v_bid ->> 'idempotencyKey';

    v_stored_key := v_bidder_id::text || '|' || v_key;
    v_replay := v_stored -> v_stored_key;
    v_accepted := array_position(v_accepted_keys, v_stored_key);
    IF v_accepted IS NOT NULL THEN
      v_replay := jsonb_build_object('listingId', p_listing_id, 'maxAmountKobo', v_bid_maximums[v_accepted],
        'answer', v_bid_answers[v_accepted]);
    END IF;
    IF v_replay IS NOT NULL THEN
      -- A replay answers the first answer only if it asks for the same bid; a key reused
      -- for another auction or amount would otherwise place nothing and say it did.
      v_results := array_append(v_results, CASE
        WHEN (v_replay ->> 'listingId')::uuid = p_listing_id AND (v_replay ->> 'maxAmountKobo')::bigint = v_max
          THEN jsonb_build_object('replayed', true, 'answer', v_replay -> 'answer', 'events', '[]'::jsonb)
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
    v_forfeits := (v_forfeits_of ->> v_bidder_id::text)::integer;
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
    -- new bid is later than every bid before it, so it loses every tie; a leader raising
    -- their maximum offers more than before (a lower raise was refused above).
    v_new_leader_id := v_leader_id; v_new_leader_max := v_leader_max;
    v_new_runner_up_id := v_runner_up_id; v_new_runner_up_max := v_runner_up_max;
    IF v_bidder_id = v_leader_id THEN
      v_new_leader_max := v_max;
    ELSIF v_leader_id IS NULL OR v_max > v_leader_max THEN
      v_new_runner_up_id := v_leader_id; v_new_runner_up_max := v_leader_max;
      v_new_leader_id := v_bidder_id; v_new_leader_max := v_max;
    ELSIF v_runner_up_id IS NULL OR v_max > v_runner_up_max THEN
      v_new_runner_up_id := v_bidder_id; v_new_runner_up_max := v_max;
    END IF;
    v_leading := v_new_leader_id = v_bidder_id;
    v_security := greatest((v_max * p_security_percent + 99) / 100, p_security_min_kobo);

    v_wallet_id := (v_wallets ->> v_bidder_id::text)::uuid;
    v_wallet_available := (v_available ->> v_wallet_id::text)::bigint;
    IF v_leading AND v_listing.leader_id = v_bidder_id AND v_listing.leader_hold_id IS NOT NULL THEN
      -- Raising one's own maximum releases one's own hold first.
      v_wallet_available := v_wallet_available + v_hold_amount;
    END IF;
    -- A bid that does not lead holds nothing, but it must be one the bidder could back.
    IF v_wallet_available < v_security THEN
      v_results := array_append(v_results, bid_refusal('insufficient_funds', jsonb_build_object('neededKobo', v_security, 'availableKobo', v_wallet_available)));
      CONTINUE each_bid;
    END IF;

    -- Accepted: from here on the bid writes, once the batch is judged.
    IF v_leading THEN
      IF v_listing.leader_hold_id IS NOT NULL THEN
        v_transfers := v_transfers || jsonb_build_object('debit', v_hold_wallet_id, 'credit', v_security_account_id,
          'amount', v_hold_amount, 'phase', 'void_pending', 'pendingId', v_listing.leader_hold_id, 'purpose', v_hold_purpose);
        v_available := jsonb_set(v_available, ARRAY[v_hold_wallet_id::text],
          to_jsonb((v_available ->> v_hold_wallet_id::text)::bigint + v_hold_amount));
      END IF;
      v_listing.leader_hold_id := gen_random_uuid();
      v_hold_wallet_id := v_wallet_id;
      v_hold_amount := v_security;
      v_hold_purpose := 'bid_security';
      v_transfers := v_transfers || jsonb_build_object('id', v_listing.leader_hold_id, 'debit', v_wallet_id,
        'credit', v_security_account_id, 'amount', v_security, 'phase', 'pending', 'purpose', v_hold_purpose);
      v_available := jsonb_set(v_available, ARRAY[v_wallet_id::text],
        to_jsonb((v_available ->> v_wallet_id::text)::bigint - v_security));
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

    -- The bid's link in the chain, as the bids_chain trigger would make it: stored at the
    -- transaction's time (the bids' created_at), with a fresh random salt.
    v_chain_position := v_chain_position + 1;
    v_salt := uuid_send(gen_random_uuid());
    v_commitment := bid_commitment(v_bidder_id, v_max, v_salt);
    v_bid_bidders := v_bid_bidders || v_bidder_id;
    v_bid_maximums := v_bid_maximums || v_max;
    v_bid_keys := v_bid_keys || v_key;
    v_bid_answers := v_bid_answers || v_answer;
    v_bid_positions := v_bid_positions || v_chain_position;
    v_bid_names := v_bid_names || (v_names ->> v_bidder_id::text);
    v_bid_salts := v_bid_salts || v_salt;
    v_bid_commitments := v_bid_commitments || v_commitment;
    v_bid_previous_hashes := v_bid_previous_hashes || v_chain_hash;
    v_chain_hash := bid_chain_hash(p_listing_id, v_chain_position, v_now, v_names ->> v_bidder_id::text, v_price,
      v_commitment, v_chain_hash);
    v_bid_hashes := v_bid_hashes || v_chain_hash;
    v_accepted_keys := v_accepted_keys || v_stored_key;

    v_leader_id := v_new_leader_id;
    v_leader_max := v_new_leader_max;
    v_runner_up_id := v_new_runner_up_id;
    v_runner_up_max := v_new_runner_up_max;

    v_leader_name := v_names ->> v_leader_id::text;
    v_events := v_events || jsonb_build_object('bid', v_position, 'channel', p_auction_channel, 'type', 'bid', 'data', jsonb_build_object(
      'listingId', p_listing_id,
      'currentPrice', v_price,
      'bidCount', v_listing.bid_count,
      'endsAt', v_answer ->> 'endsAt',
      'minNextBid', v_answer -> 'minNextBid',
      'leader', v_leader_name
    ));
    IF v_previous_leader_id IS NOT NULL AND v_previous_leader_id <> v_leader_id THEN
      v_events := v_events || jsonb_build_object('bid', v_position, 'channel', p_user_channel_prefix || v_previous_leader_id,
        'type', 'outbid', 'data', jsonb_build_object('listingId', p_listing_id, 'title', v_listing.title, 'currentPrice', v_price));
    END IF;
    -- Its events are added once numbered, below.
    v_results := array_append(v_results, jsonb_build_object('replayed', false, 'answer', v_answer));
  END LOOP;

  IF v_listing.bid_count = v_bid_count_before THEN
    RETURN to_jsonb(v_results);
  END IF;

  -- The ledger: every hold and release in the order the bids made them (each at its own
  -- microsecond, so the wallet history lists them so), and each account's net change.
  INSERT INTO ledger_transfers (id, debit_account_id, credit_account_id, amount_kobo, phase, pending_id, purpose, created_at)
    SELECT coalesce((transfer ->> 'id')::uuid, gen_random_uuid()), (transfer ->> 'debit')::uuid, (transfer ->> 'credit')::uuid,
      (transfer ->> 'amount')::bigint, transfer ->> 'phase', (transfer ->> 'pendingId')::uuid, transfer ->> 'purpose',
      clock_timestamp() + make_interval(secs => ordinality / 1000000.0)
    FROM unnest(v_transfers) WITH ORDINALITY AS transfers (transfer, ordinality)
    ORDER BY ordinality;
  UPDATE ledger_accounts AS account SET
    debits_pending = account.debits_pending + change.debits,
    credits_pending = account.credits_pending + change.credits
  FROM (
    SELECT side.account_id, sum(side.debits) AS debits, sum(side.credits) AS credits
    FROM unnest(v_transfers) AS transfer,
      LATERAL (SELECT CASE WHEN transfer ->> 'phase' = 'pending' THEN 1 ELSE -1 END * (transfer ->> 'amount')::bigint AS amount) AS signed,
      LATERAL (VALUES ((transfer ->> 'debit')::uuid, signed.amount, 0::bigint),
                      ((transfer ->> 'credit')::uuid, 0::bigint, signed.amount)) AS side (account_id, debits, credits)
    GROUP BY side.account_id
  ) AS change
  WHERE account.id = change.account_id AND (change.debits <> 0 OR change.credits <> 0);

  INSERT INTO bids (listing_id, bidder_id, max_amount_kobo, idempotency_key, answer, created_at,
      chain_position, masked_bidder_name, salt, commitment, previous_hash, hash)
    SELECT p_listing_id, bidder_id, max_amount_kobo, idempotency_key, answer, v_now,
      chain_position, masked_bidder_name, salt, commitment, previous_hash, hash
    FROM unnest(v_bid_bidders, v_bid_maximums, v_bid_keys, v_bid_answers, v_bid_positions, v_bid_names, v_bid_salts,
        v_bid_commitments, v_bid_previous_hashes, v_bid_hashes) WITH ORDINALITY
      AS accepted (bidder_id, max_amount_kobo, idempotency_key, answer, chain_position, masked_bidder_name, salt,
        commitment, previous_hash, hash, ordinality)
    ORDER BY ordinality;

  -- The live events: each channel's counter moves once (in channel order, so batches never
  -- wait on each other's counters in a circle), then every event is stored in one statement.
  WITH appended AS (
    SELECT event ->> 'channel' AS channel, count(*) AS events FROM unnest(v_events) AS event GROUP BY 1
  ), counters AS (
    INSERT INTO event_channels AS counter (channel, last_sequence)
      SELECT channel, events FROM appended ORDER BY channel
      ON CONFLICT (channel) DO UPDATE SET last_sequence = counter.last_sequence + excluded.last_sequence
      RETURNING counter.channel, counter.last_sequence
  )
  SELECT jsonb_object_agg(channel, last_sequence) INTO v_last_sequences FROM counters;
  v_events := ARRAY(SELECT numbered.event FROM (
    SELECT ordinality, jsonb_build_object('bid', event -> 'bid', 'channel', event ->> 'channel',
      'sequence', (v_last_sequences ->> (event ->> 'channel'))::bigint - count(*) OVER same_channel
        + row_number() OVER (same_channel ORDER BY ordinality),
      'type', event ->> 'type', 'data', event -> 'data') AS event
    FROM unnest(v_events) WITH ORDINALITY AS events (event, ordinality)
    WINDOW same_channel AS (PARTITION BY event ->> 'channel')
  ) AS numbered ORDER BY numbered.ordinality);
  INSERT INTO events (channel, sequence, type, data)
    SELECT event ->> 'channel', (event ->> 'sequence')::bigint, event ->> 'type', event -> 'data'
    FROM unnest(v_events) WITH ORDINALITY AS events (event, ordinality)
    ORDER BY ordinality;
  v_results := ARRAY(
    SELECT CASE WHEN result ? 'refused' OR (result ->> 'replayed')::boolean THEN result
      ELSE result || jsonb_build_object('events', coalesce(its.events, '[]'::jsonb)) END
    FROM unnest(v_results) WITH ORDINALITY AS results (result, position)
    LEFT JOIN (
      SELECT (event ->> 'bid')::bigint AS position, jsonb_agg(event - 'bid' ORDER BY ordinality) AS events
      FROM unnest(v_events) WITH ORDINALITY AS events (event, ordinality) GROUP BY 1
    ) AS its USING (position)
    ORDER BY position);

  UPDATE listings SET
    current_price_kobo = v_listing.current_price_kobo,
    bid_count = v_listing.bid_count,
    leader_id = v_listing.leader_id,
    leader_max_kobo = v_listing.leader_max_kobo,
    leader_hold_id = v_listing.leader_hold_id,
    ends_at = v_listing.ends_at,
    updated_at = v_now
  WHERE id = p_listing_id;
  RETURN to_jsonb(v_results);
END;
$$;
