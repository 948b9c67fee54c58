-- Rule 3: a win needs a bet of the same player and round that was not rolled back; token and player state do not
-- matter any more (the money is owed). roundClosed settles the player's open bets of the round.
-- Few statements, as provider_bet (migration 0014): one read gathers member, wallet and bet; the balance comes from
-- the posting; a win that closes its round settles the round's open bets and its own bet in one update.
CREATE OR REPLACE FUNCTION provider_win(
  p_vendor text, p_tx_id text, p_ref_tx_id text, p_hash text, p_player bigint, p_round text, p_game text,
  p_amount bigint, p_currency text, p_brand_currency text, p_time_zone text, p_round_closed boolean
) RETURNS TABLE (answer_status text, answer_member bigint, answer_balance bigint, answer_ledger bigint)
LANGUAGE plpgsql AS $$
DECLARE
  v_member bigint;
  v_wallet bigint;
  v_balance bigint;
  v_bet_member bigint;
  v_bet_round text;
  v_bet_status text;
  v_category text;
  v_placed_at timestamptz;
  v_status text;
  v_ledger bigint;
  v_ref_settled boolean;
  v_balances bigint[];
  v_helds bigint[];
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext(p_vendor), hashtext(p_ref_tx_id));
  RETURN QUERY SELECT * FROM provider_replay(p_vendor, p_tx_id, p_hash);
  IF FOUND THEN
    RETURN;
  END IF;

  SELECT m.id, a.id, a.balance - a.held, b.member_id, b.round_id, b.status, b.category_code, b.created_at
  INTO v_member, v_wallet, v_balance, v_bet_member, v_bet_round, v_bet_status, v_category, v_placed_at
  FROM (SELECT) AS one
  LEFT JOIN members m ON m.id = p_player
  LEFT JOIN ledger_accounts a ON a.code = main_wallet_code(m.id)
  LEFT JOIN bets b ON b.vendor_code = p_vendor AND b.tx_id = p_ref_tx_id;

  IF v_bet_member IS NULL OR v_member IS NULL OR v_bet_member <> v_member OR v_bet_round <> p_round
     OR v_bet_status = 'ROLLED_BACK' THEN
    v_status := 'TX_NOT_FOUND';
  ELSIF p_currency <> p_brand_currency THEN
    v_status := 'WRONG_CURRENCY';
  ELSE
    v_status := 'OK';
    IF p_amount > 0 THEN
      SELECT posted.transaction_id, posted.balances, posted.helds INTO v_ledger, v_balances, v_helds
      FROM ledger_post('provider:' || p_vendor || ':' || p_tx_id, p_hash, 'WIN', p_currency,
        ARRAY[provider_house_account(v_member), v_wallet], ARRAY[-p_amount, p_amount],
        'bet:' || p_vendor || ':' || p_ref_tx_id,
        jsonb_build_object('vendor', p_vendor, 'gameCode', p_game, 'roundId', p_round), NULL) AS posted;
      v_balance := v_balances[2] - v_helds[2];
    END IF;
    IF p_round_closed THEN
      -- The bet itself is of this round (checked above), so one update pays it and settles the round's open bets;
      -- each bet that settles here, and only here, becomes one reward event (its valid bet), in this transaction.
      WITH settled AS (
        UPDATE bets SET payout = payout + CASE WHEN tx_id = p_ref_tx_id THEN p_amount ELSE 0 END,
          status = 'SETTLED', settled_at = now()
        WHERE round_id = p_round AND vendor_code = p_vendor AND member_id = v_member AND status = 'OPEN'
        RETURNING tx_id, category_code, valid_bet, created_at
      ), events AS (
        INSERT INTO reward_events (member_id, kind, category_code, amount, occurred_at, reference)
        SELECT v_member, 'BET', category_code, valid_bet, created_at, p_vendor || ':' || tx_id
        FROM settled WHERE valid_bet > 0
      )
      SELECT bool_or(tx_id = p_ref_tx_id) INTO v_ref_settled FROM settled;
      IF v_ref_settled IS NOT TRUE AND p_amount <> 0 THEN
        -- A win on a bet settled before: it is paid, the bet stays settled (and counted) once.
        UPDATE bets SET payout = payout + p_amount WHERE vendor_code = p_vendor AND tx_id = p_ref_tx_id;
      END IF;
    ELSE
      UPDATE bets SET payout = payout + p_amount WHERE vendor_code = p_vendor AND tx_id = p_ref_tx_id;
    END IF;
    IF p_amount > 0 THEN
      -- The bet made the day's row; a brand time zone changed since then may name a day without one.
      UPDATE member_daily_stats SET payout = payout + p_amount, dirty = true
      WHERE member_id = v_member AND day = (v_placed_at AT TIME ZONE p_time_zone)::date
        AND category_code = v_category;
      IF NOT FOUND THEN
        PERFORM provider_add_daily(v_member, v_placed_at, p_time_zone, v_category, 0, 0, p_amount);
      END IF;
    END IF;
  END IF;

  INSERT INTO provider_callbacks (vendor_code, tx_id, action, body_hash, member_id, round_id, ref_tx_id, amount,
    status, ledger_transaction_id)
  VALUES (p_vendor, p_tx_id, 'WIN', p_hash, v_member, p_round, p_ref_tx_id, p_amount, v_status, v_ledger);
  RETURN QUERY SELECT v_status, v_member, v_balance, v_ledger;
END;
$$;
