-- Appends to a channel's event log inside the caller's transaction. The channel's counter
-- row stays locked until commit, so sequence numbers are handed out in commit order and a
-- replay from any number misses nothing.
CREATE OR REPLACE FUNCTION append_live_event(p_channel text, p_type text, p_data jsonb) RETURNS jsonb LANGUAGE plpgsql AS $$
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
