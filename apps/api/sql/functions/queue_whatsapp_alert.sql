-- Gives each notice of a WhatsApp alert kind (WHATSAPP_ALERT_KINDS in packages/shared) a
-- `whatsapp_alert` job, in the transaction that stored the notice, when its user opted in and
-- has a verified phone (workflows/notices/whatsapp-alerts.ts checks again when it runs: the
-- user may have opted out, been suspended or closed the account meanwhile). A trigger on
-- `notifications`, so every path that stores a notice (workflows, place_bids' outbids) is
-- covered with no change to any of them; once per statement, as a bid batch's outbids are one.
CREATE OR REPLACE FUNCTION queue_whatsapp_alert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO jobs (kind, payload, run_at, dedupe_key)
    SELECT 'whatsapp_alert', jsonb_build_object('notificationId', stored.id), now(), 'notice:' || stored.id || ':whatsapp'
    FROM stored_notices AS stored
    JOIN whatsapp_opt_ins AS opted ON opted.user_id = stored.user_id
    JOIN users ON users.id = stored.user_id
    WHERE stored.kind IN (
        'outbid', 'ending_final', 'won', 'payment_due', 'order_shipped', 'second_chance_offer', 'order_return',
        'dispute_resolved', 'saved_search_match'
      )
      AND users.phone IS NOT NULL AND users.closed_at IS NULL AND users.suspended_at IS NULL
    ORDER BY stored.id
  ON CONFLICT (dedupe_key) DO NOTHING;
  RETURN NULL;
END;
$$;
