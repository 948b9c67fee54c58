-- The seamless wallet (PROVIDER-PROTOCOL.md) as one function per callback (provider-balance.sql, -bet, -win,
-- -rollback): each callback is one statement, so one round trip and one transaction (rule 6) that claims (vendor,
-- txId) with the body hash, moves money through ledger_post and stores its answer. Everything about one bet (its
-- bet, wins and rollbacks) is serialised by an advisory lock on (vendor, bet txId), so replays, wins and
-- rollbacks racing each other line up (rules 1, 5). Each answers (status, member, available balance, ledger
-- transaction).

-- What the callbacks share. provider_record, provider_add_daily and provider_available are plpgsql, not sql:
-- PostgreSQL before 18 parses and plans a SQL function's statements again at every call that cannot inline it (a
-- multi-statement, volatile or sub-select body), while plpgsql keeps its plans for the session; they run on every
-- callback, and planning them took one from about 0.35 ms of database time to about 1 ms (migration 0012: a bet
-- and its win, one session, PostgreSQL 15: 463 rounds a second before, 819 after). provider_house_account and
-- provider_replay stay sql: their callers inline them into their own cached plans.

-- The house side of game money, in 64 shards by player: every bet and win locks the house account's row until
-- commit, so one row would queue all play behind one lock (decision 0016). Reports sum SYSTEM:GAME:*.
CREATE OR REPLACE FUNCTION provider_house_account(p_member bigint) RETURNS bigint LANGUAGE sql AS $$
  SELECT ledger_system_account('SYSTEM:GAME:' || lpad((p_member % 64)::text, 2, '0'));
$$;

-- The player's available money (balance - held), for the answers.
CREATE OR REPLACE FUNCTION provider_available(p_member bigint) RETURNS bigint LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN (SELECT balance - held FROM ledger_accounts WHERE code = main_wallet_code(p_member));
END;
$$;

-- Stores a callback's answer under (vendor, txId) and gives it back, with the player's balance after it.
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

-- Per member, category and the brand day the bet was placed on (its win and its rollback land on the same day, so
-- a day's figures never go negative); negative numbers take a rolled-back bet out again.
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
    payout = member_daily_stats.payout + excluded.payout,
    dirty = true;
END;
$$;

-- The same txId again: the stored answer (with today's balance), or DUPLICATE_MISMATCH when any field differs.
CREATE OR REPLACE FUNCTION provider_replay(p_vendor text, p_tx_id text, p_hash text)
RETURNS TABLE (answer_status text, answer_member bigint, answer_balance bigint, answer_ledger bigint)
LANGUAGE sql STABLE AS $$
  SELECT CASE WHEN c.body_hash = p_hash THEN c.status ELSE 'DUPLICATE_MISMATCH' END, c.member_id,
         provider_available(c.member_id),
         CASE WHEN c.body_hash = p_hash THEN c.ledger_transaction_id END
  FROM provider_callbacks c WHERE c.vendor_code = p_vendor AND c.tx_id = p_tx_id;
$$;
