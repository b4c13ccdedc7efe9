-- Keeps every notice a user is sent (the bell): each event appended to a `user:<id>` channel
-- is copied into `notifications` by this trigger, in the transaction that appended it, be it a
-- workflow's appendEvent or place_bids' own outbid. So a new kind of notice is stored with no
-- change anywhere; only technical events, listed here, are not notices.
-- A notice of a kind with an optional mail (OPTIONAL_MAIL_KINDS in packages/shared) also gets
-- a `notice_mail` job in the same transaction: workflows/notices/notice-mail.ts writes and sends the
-- mail unless the user turned that kind off. Mail that always goes (about money) is scheduled
-- by its workflow, as before.
CREATE OR REPLACE FUNCTION store_user_notice() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_notification_id bigint;
BEGIN
  -- session_ended: a logout ending the session's streams (workflows/accounts/log-out.ts).
  IF NEW.type IN ('session_ended') THEN
    RETURN NULL;
  END IF;
  INSERT INTO notifications (user_id, kind, data, created_at)
    VALUES (substr(NEW.channel, length('user:') + 1)::uuid, NEW.type, NEW.data, NEW.created_at)
    RETURNING id INTO v_notification_id;
  IF NEW.type IN ('outbid', 'ending_soon', 'lost', 'auction_ended') THEN
    INSERT INTO jobs (kind, payload, run_at, dedupe_key)
      VALUES ('notice_mail', jsonb_build_object('notificationId', v_notification_id), now(),
              'notice:' || v_notification_id || ':mail');
  END IF;
  RETURN NULL;
END;
$$;
