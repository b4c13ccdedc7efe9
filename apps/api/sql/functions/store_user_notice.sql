-- Keeps every notice a user is sent (the bell): each event appended to a `user:<id>` channel
-- is copied into `notifications` by this trigger, in the statement that appended it, be it a
-- workflow's appendEvent or place_bids' outbids (a whole batch's in one statement, so this
-- runs once per statement, not per event). So a new kind of notice is stored with no change
-- anywhere; only technical events, listed here, are not notices.
-- A notice of a kind with an optional mail (OPTIONAL_MAIL_KINDS in packages/shared) also gets
-- a `notice_mail` job in the same transaction: workflows/notices/notice-mail.ts writes and sends the
-- mail unless the user turned that kind off. Mail that always goes (about money) is scheduled
-- by its workflow, as before.
-- A notice of a pushed kind (PUSHED_NOTICE_KINDS in packages/shared) gets a `send_push` job
-- per push subscription of its user (workflows/notices/push-notice.ts decides, when it runs,
-- whether the account and its switches still allow it).
CREATE OR REPLACE FUNCTION store_user_notice() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH notices AS (
    INSERT INTO notifications (user_id, kind, data, created_at)
      SELECT substr(appended.channel, length('user:') + 1)::uuid, appended.type, appended.data, appended.created_at
      FROM appended_events AS appended
      -- session_ended: a logout ending the session's streams (workflows/accounts/log-out.ts).
      WHERE appended.channel LIKE 'user:%' AND appended.type NOT IN ('session_ended')
      ORDER BY appended.channel, appended.sequence
      RETURNING id, kind, user_id
  ),
  mails AS (
    INSERT INTO jobs (kind, payload, run_at, dedupe_key)
      SELECT 'notice_mail', jsonb_build_object('notificationId', notices.id), now(), 'notice:' || notices.id || ':mail'
      FROM notices
      WHERE notices.kind IN ('outbid', 'ending_soon', 'lost', 'auction_ended')
      ORDER BY notices.id
  )
  INSERT INTO jobs (kind, payload, run_at, dedupe_key)
    SELECT 'send_push', jsonb_build_object('notificationId', notices.id, 'subscriptionId', subscriptions.id), now(),
      'push:' || notices.id || ':' || subscriptions.id
    FROM notices
    JOIN push_subscriptions AS subscriptions ON subscriptions.user_id = notices.user_id
    WHERE notices.kind IN ('outbid', 'ending_final', 'won', 'payment_due', 'order_shipped', 'second_chance_offer',
      'order_return', 'order_disputed', 'dispute_resolved', 'saved_search_match')
    ORDER BY notices.id, subscriptions.id;
  RETURN NULL;
END;
$$;
