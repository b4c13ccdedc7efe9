-- A batch of bids pays for the hash chain and the notices once (docs/decisions/013):
-- place_bids makes its bids' links itself, so bids_chain only fills in a bid inserted without
-- one (Buy Now, the seed), and bids_chain_check checks every inserted link once per statement;
-- the notices are stored once per statement of events, not once per event.
-- function: bids_chain_check
--> statement-breakpoint
DROP TRIGGER bids_chain ON bids;
--> statement-breakpoint
CREATE TRIGGER bids_chain
  BEFORE INSERT ON bids
  FOR EACH ROW WHEN (NEW.hash IS NULL) EXECUTE FUNCTION bids_chain();
--> statement-breakpoint
CREATE TRIGGER bids_chain_check
  AFTER INSERT ON bids
  REFERENCING NEW TABLE AS inserted_bids
  FOR EACH STATEMENT EXECUTE FUNCTION bids_chain_check();
--> statement-breakpoint
DROP TRIGGER store_user_notice ON events;
--> statement-breakpoint
-- function: store_user_notice
--> statement-breakpoint
CREATE TRIGGER store_user_notice
  AFTER INSERT ON events
  REFERENCING NEW TABLE AS appended_events
  FOR EACH STATEMENT EXECUTE FUNCTION store_user_notice();
