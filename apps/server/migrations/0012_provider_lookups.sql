-- Lookups by (vendor, txId) must use their unique key. The secondary indexes were led by vendor_code too, and on a
-- new, empty table the planner costs them the same as the key; plpgsql caches the plan it picked then, and every
-- later callback scanned all of the vendor's rows (bench:wallet, fresh database: 1.3 ms per replay check and per bet
-- update, rounds stuck near 400 a second). Led by the round or the referenced txId, they can no longer stand in for
-- the key.
DROP INDEX "bets_round";--> statement-breakpoint
DROP INDEX "provider_callbacks_ref";--> statement-breakpoint
DROP INDEX "provider_callbacks_round";--> statement-breakpoint
CREATE INDEX "bets_round" ON "bets" USING btree ("round_id","vendor_code");--> statement-breakpoint
CREATE INDEX "provider_callbacks_ref" ON "provider_callbacks" USING btree ("ref_tx_id","vendor_code");--> statement-breakpoint
CREATE INDEX "provider_callbacks_round" ON "provider_callbacks" USING btree ("round_id","vendor_code");
--> statement-breakpoint
-- The wallet callbacks' helpers move from LANGUAGE sql to plpgsql, same bodies and answers. PostgreSQL before 18
-- parses and plans a SQL function's statements again at every call that cannot inline it (a multi-statement,
-- volatile or sub-select body), while plpgsql keeps its plans for the session. provider_record, provider_add_daily
-- and provider_available ran on every callback: planning them took a callback from about 0.35 ms of database time
-- to about 1 ms (a bet and its win, one session, PostgreSQL 15: 463 rounds a second before, 819 after).
-- provider_house_account and provider_replay stay SQL: their callers inline them into their own cached plans.
-- The house side of game money goes from 16 to 64 shards (decision 0016): fewer players share a row lock.
CREATE OR REPLACE FUNCTION provider_available(p_member bigint) RETURNS bigint LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN (SELECT balance - held FROM ledger_accounts WHERE code = 'MAIN:' || p_member);
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION provider_record(
  p_vendor text, p_tx_id text, p_action text, p_hash text, p_member bigint, p_round text, p_ref text,
  p_amount bigint, p_status text, p_ledger bigint
) RETURNS TABLE (answer_status text, answer_member bigint, answer_balance bigint, answer_ledger bigint)
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO provider_callbacks (vendor_code, tx_id, action, body_hash, member_id, round_id, ref_tx_id, amount,
    status, ledger_transaction_id)
  VALUES (p_vendor, p_tx_id, p_action, p_hash, p_member, p_round, p_ref, p_amount, p_status, p_ledger);
  RETURN QUERY SELECT p_status, p_member, provider_available(p_member), p_ledger;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION provider_add_daily(
  p_member bigint, p_placed_at timestamptz, p_time_zone text, p_category text, p_bets integer, p_stake bigint,
  p_payout bigint
) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO member_daily_stats (member_id, day, category_code, bet_count, stake, valid_bet, payout)
  VALUES (p_member, (p_placed_at AT TIME ZONE p_time_zone)::date, p_category, p_bets, p_stake, p_stake, p_payout)
  ON CONFLICT (member_id, day, category_code) DO UPDATE SET
    bet_count = member_daily_stats.bet_count + excluded.bet_count,
    stake = member_daily_stats.stake + excluded.stake,
    valid_bet = member_daily_stats.valid_bet + excluded.valid_bet,
    payout = member_daily_stats.payout + excluded.payout;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION provider_house_account(p_member bigint) RETURNS bigint LANGUAGE sql AS $$
  SELECT ledger_system_account('SYSTEM:GAME:' || lpad((p_member % 64)::text, 2, '0'));
$$;
