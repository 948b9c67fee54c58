-- The team roll-up (decision 0028): adds what changed in members' own daily rows since the last run to the team rows
-- of every upline (scope T: the whole downline; D: direct downlines only), and moves each row's rolled part in the
-- same statement, so that every change reaches the team figures exactly once, whatever crashes or runs twice.
--   * rows a money or bet transaction holds at the moment are skipped (SKIP LOCKED) and stay dirty for the next run;
--   * one run at a time per database (a transaction-level advisory lock): another node's run answers 0 at once;
--   * a member's first bet of a day is counted once in the uplines' active members, with its previous active day.
-- Answers how many member rows it rolled up; the caller runs it again while it answers p_limit.
CREATE OR REPLACE FUNCTION team_rollup(p_limit int) RETURNS int LANGUAGE plpgsql AS $$
DECLARE
  v_bets int;
  v_money int;
  v_active int;
BEGIN
  IF NOT pg_try_advisory_xact_lock(hashtext('team_rollup')) THEN
    RETURN 0;
  END IF;

  WITH picked AS (
    SELECT member_id, day, category_code, bet_count, rolled_bet_count,
           bet_count - rolled_bet_count AS d_bets, valid_bet - rolled_valid_bet AS d_valid,
           payout - rolled_payout AS d_payout
    FROM member_daily_stats WHERE dirty
    LIMIT p_limit FOR UPDATE SKIP LOCKED
  ), moved AS (
    UPDATE member_daily_stats s
    SET dirty = false, rolled_bet_count = s.bet_count, rolled_valid_bet = s.valid_bet, rolled_payout = s.payout
    FROM picked p
    WHERE s.member_id = p.member_id AND s.day = p.day AND s.category_code = p.category_code
    RETURNING 1
  ), team AS (
    INSERT INTO team_daily_bets AS d (agent_id, day, scope, category_code, bet_count, valid_bet, payout)
    SELECT t.ancestor_id, p.day, scope.code, p.category_code, sum(p.d_bets), sum(p.d_valid), sum(p.d_payout)
    FROM picked p
    JOIN member_tree t ON t.descendant_id = p.member_id AND t.depth > 0
    JOIN (VALUES ('T'), ('D')) AS scope(code) ON scope.code = 'T' OR t.depth = 1
    GROUP BY t.ancestor_id, p.day, scope.code, p.category_code
    ORDER BY t.ancestor_id, scope.code, p.day, p.category_code
    ON CONFLICT (agent_id, scope, day, category_code) DO UPDATE SET
      bet_count = d.bet_count + excluded.bet_count,
      valid_bet = d.valid_bet + excluded.valid_bet,
      payout = d.payout + excluded.payout
    RETURNING 1
  ), active AS (
    INSERT INTO member_active_days (member_id, day)
    SELECT DISTINCT p.member_id, p.day FROM picked p
    WHERE p.rolled_bet_count = 0 AND p.bet_count > 0
    ORDER BY 1, 2
    ON CONFLICT DO NOTHING
    RETURNING 1
  )
  -- Every data-modifying part runs to completion whether or not it is read (PostgreSQL's WITH).
  SELECT count(*) FROM moved INTO v_bets;

  -- Active members (decision 0031): the days first recorded above (and any left from an earlier run) are added to the
  -- uplines' runs, each day with the member's previous active day. For the members picked, the rows not yet counted
  -- are read with the counted ones: a day that arrives late, before days already counted, moves the next counted
  -- day's run from its old previous day to the new one (-1 there, +1 here), so the runs stay exact in any order.
  WITH members_picked AS (
    SELECT DISTINCT member_id FROM member_active_days WHERE NOT counted ORDER BY member_id LIMIT p_limit
  ), rows AS (
    SELECT a.member_id, a.day, NOT a.counted AS is_fresh
    FROM member_active_days a JOIN members_picked USING (member_id)
    FOR UPDATE OF a
  ), marked AS (
    UPDATE member_active_days a SET counted = true
    FROM rows r WHERE r.is_fresh AND a.member_id = r.member_id AND a.day = r.day
    RETURNING 1
  ), ordered AS (
    SELECT member_id, day, is_fresh,
           coalesce(lag(day) OVER w, '-infinity'::date) AS prev_new,
           coalesce(max(day) FILTER (WHERE NOT is_fresh) OVER (w ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING),
                    '-infinity'::date) AS prev_old
    FROM rows WINDOW w AS (PARTITION BY member_id ORDER BY day)
  ), changes AS (
    SELECT member_id, day, prev_new AS prev_day, 1 AS delta FROM ordered WHERE is_fresh OR prev_new <> prev_old
    UNION ALL
    SELECT member_id, day, prev_old, -1 FROM ordered WHERE NOT is_fresh AND prev_new <> prev_old
  ), team_runs AS (
    INSERT INTO team_active_runs AS r (agent_id, scope, day, prev_day, members)
    SELECT t.ancestor_id, scope.code, c.day, c.prev_day, sum(c.delta)
    FROM changes c
    JOIN member_tree t ON t.descendant_id = c.member_id AND t.depth > 0
    JOIN (VALUES ('T'), ('D')) AS scope(code) ON scope.code = 'T' OR t.depth = 1
    GROUP BY t.ancestor_id, scope.code, c.day, c.prev_day
    HAVING sum(c.delta) <> 0
    ORDER BY t.ancestor_id, scope.code, c.day, c.prev_day
    ON CONFLICT (agent_id, scope, day, prev_day) DO UPDATE SET members = r.members + excluded.members
    RETURNING 1
  )
  SELECT count(DISTINCT member_id) FROM rows INTO v_active;

  WITH picked AS (
    SELECT member_id, day,
           registered - rolled_registered AS d_registered,
           first_deposits - rolled_first_deposits AS d_first_deposits,
           deposit_count - rolled_deposit_count AS d_deposit_count,
           deposits - rolled_deposits AS d_deposits,
           withdrawal_count - rolled_withdrawal_count AS d_withdrawal_count,
           withdrawals - rolled_withdrawals AS d_withdrawals,
           bonuses - rolled_bonuses AS d_bonuses,
           rebates - rolled_rebates AS d_rebates,
           adjustments - rolled_adjustments AS d_adjustments,
           transfers_in - rolled_transfers_in AS d_transfers_in,
           transfers_out - rolled_transfers_out AS d_transfers_out
    FROM member_daily_money WHERE dirty
    LIMIT p_limit FOR UPDATE SKIP LOCKED
  ), moved AS (
    UPDATE member_daily_money s
    SET dirty = false, rolled_registered = s.registered, rolled_first_deposits = s.first_deposits,
        rolled_deposit_count = s.deposit_count, rolled_deposits = s.deposits,
        rolled_withdrawal_count = s.withdrawal_count, rolled_withdrawals = s.withdrawals,
        rolled_bonuses = s.bonuses, rolled_rebates = s.rebates, rolled_adjustments = s.adjustments,
        rolled_transfers_in = s.transfers_in, rolled_transfers_out = s.transfers_out
    FROM picked p
    WHERE s.member_id = p.member_id AND s.day = p.day
    RETURNING 1
  ), team AS (
    INSERT INTO team_daily_money AS d (agent_id, day, scope, registered, first_deposits, deposit_count, deposits,
      withdrawal_count, withdrawals, bonuses, rebates, adjustments, transfers_in, transfers_out)
    SELECT t.ancestor_id, p.day, scope.code, sum(p.d_registered), sum(p.d_first_deposits), sum(p.d_deposit_count),
           sum(p.d_deposits), sum(p.d_withdrawal_count), sum(p.d_withdrawals), sum(p.d_bonuses), sum(p.d_rebates),
           sum(p.d_adjustments), sum(p.d_transfers_in), sum(p.d_transfers_out)
    FROM picked p
    JOIN member_tree t ON t.descendant_id = p.member_id AND t.depth > 0
    JOIN (VALUES ('T'), ('D')) AS scope(code) ON scope.code = 'T' OR t.depth = 1
    GROUP BY t.ancestor_id, p.day, scope.code
    ORDER BY t.ancestor_id, scope.code, p.day
    ON CONFLICT (agent_id, scope, day) DO UPDATE SET
      registered = d.registered + excluded.registered,
      first_deposits = d.first_deposits + excluded.first_deposits,
      deposit_count = d.deposit_count + excluded.deposit_count,
      deposits = d.deposits + excluded.deposits,
      withdrawal_count = d.withdrawal_count + excluded.withdrawal_count,
      withdrawals = d.withdrawals + excluded.withdrawals,
      bonuses = d.bonuses + excluded.bonuses,
      rebates = d.rebates + excluded.rebates,
      adjustments = d.adjustments + excluded.adjustments,
      transfers_in = d.transfers_in + excluded.transfers_in,
      transfers_out = d.transfers_out + excluded.transfers_out
    RETURNING 1
  )
  SELECT count(*) FROM moved INTO v_money;

  RETURN v_bets + v_money + v_active;
END;
$$;
