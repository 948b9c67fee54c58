-- Rule 2: a valid token for this player and game, an active player, the brand's currency, a known game, no
-- tombstone, and money enough; a zero bet is OK with no movement. Refusals are stored too, so a replay answers the
-- same refusal.
-- Few statements (migration 0014): each statement a plpgsql function runs costs an executor start and a snapshot,
-- and each nested plpgsql call a frame. So one read gathers what the rules look at (token, member, wallet,
-- tombstone), the answer's balance comes from the posting's own result (or that read, when nothing moved), and the
-- callback record and the daily figures are written in place, not through helper calls.
CREATE OR REPLACE FUNCTION provider_bet(
  p_vendor text, p_tx_id text, p_hash text, p_token_hash bytea, p_player bigint, p_round text, p_game text,
  p_category text, p_amount bigint, p_currency text, p_brand_currency text, p_time_zone text
) RETURNS TABLE (answer_status text, answer_member bigint, answer_balance bigint, answer_ledger bigint)
LANGUAGE plpgsql AS $$
DECLARE
  v_token_member bigint;
  v_token_game text;
  v_token_currency text;
  v_usable boolean;
  v_started boolean;
  v_member_status text;
  v_wallet bigint;
  v_balance bigint;
  v_tombstone boolean;
  v_status text;
  v_member bigint := p_player;
  v_ledger bigint;
  v_balances bigint[];
  v_helds bigint[];
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext(p_vendor), hashtext(p_tx_id));
  RETURN QUERY SELECT * FROM provider_replay(p_vendor, p_tx_id, p_hash);
  IF FOUND THEN
    RETURN;
  END IF;

  SELECT t.member_id, t.game_code, t.currency,
         t.expires_at > now() AND (t.started_at IS NOT NULL OR t.start_by > now()), t.started_at IS NOT NULL,
         m.status, a.id, a.balance - a.held,
         EXISTS (SELECT 1 FROM provider_tombstones s WHERE s.vendor_code = p_vendor AND s.bet_tx_id = p_tx_id)
  INTO v_token_member, v_token_game, v_token_currency, v_usable, v_started, v_member_status, v_wallet, v_balance,
       v_tombstone
  FROM (SELECT) AS one
  LEFT JOIN launch_tokens t ON t.token_hash = p_token_hash AND t.vendor_code = p_vendor
  LEFT JOIN members m ON m.id = p_player
  LEFT JOIN ledger_accounts a ON a.code = main_wallet_code(m.id);

  IF v_token_member IS NULL OR p_player IS NULL OR v_token_member <> p_player OR v_token_game <> p_game THEN
    v_status := 'TOKEN_INVALID';
    v_member := NULL;
    v_balance := NULL;
  ELSIF NOT v_usable THEN
    v_status := 'TOKEN_EXPIRED';
  ELSIF v_member_status IS DISTINCT FROM 'ACTIVE' THEN
    v_status := 'PLAYER_BLOCKED';
  ELSIF p_currency <> p_brand_currency OR p_currency <> v_token_currency THEN
    v_status := 'WRONG_CURRENCY';
  ELSIF p_category IS NULL THEN
    v_status := 'BAD_REQUEST';
  ELSIF v_tombstone THEN
    v_status := 'TX_NOT_FOUND';
  ELSE
    v_status := 'OK';
    IF p_amount > 0 THEN
      BEGIN
        SELECT posted.transaction_id, posted.balances, posted.helds INTO v_ledger, v_balances, v_helds
        FROM ledger_post('provider:' || p_vendor || ':' || p_tx_id, p_hash, 'BET', p_currency,
          ARRAY[v_wallet, provider_house_account(p_player)], ARRAY[-p_amount, p_amount],
          'bet:' || p_vendor || ':' || p_tx_id,
          jsonb_build_object('vendor', p_vendor, 'gameCode', p_game, 'roundId', p_round), NULL) AS posted;
        v_balance := v_balances[1] - v_helds[1];
      EXCEPTION WHEN SQLSTATE 'PH001' THEN
        v_status := 'INSUFFICIENT_FUNDS';
      END;
    END IF;
    IF v_status = 'OK' THEN
      IF NOT v_started THEN
        UPDATE launch_tokens SET started_at = now() WHERE token_hash = p_token_hash AND started_at IS NULL;
      END IF;
      INSERT INTO bets (vendor_code, tx_id, member_id, game_code, category_code, round_id, stake, valid_bet)
      VALUES (p_vendor, p_tx_id, p_player, p_game, p_category, p_round, p_amount, p_amount);
      INSERT INTO member_daily_stats AS d (member_id, day, category_code, bet_count, stake, valid_bet, payout)
      VALUES (p_player, (now() AT TIME ZONE p_time_zone)::date, p_category, 1, p_amount, p_amount, 0)
      ON CONFLICT (member_id, day, category_code) DO UPDATE SET
        bet_count = d.bet_count + 1, stake = d.stake + excluded.stake, valid_bet = d.valid_bet + excluded.valid_bet,
        dirty = true;
    END IF;
  END IF;

  INSERT INTO provider_callbacks (vendor_code, tx_id, action, body_hash, member_id, round_id, ref_tx_id, amount,
    status, ledger_transaction_id)
  VALUES (p_vendor, p_tx_id, 'BET', p_hash, v_member, p_round, NULL, p_amount, v_status, v_ledger);
  RETURN QUERY SELECT v_status, v_member, v_balance, v_ledger;
END;
$$;
