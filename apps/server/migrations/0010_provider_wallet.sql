-- The seamless wallet (PROVIDER-PROTOCOL.md) as one function per callback: each callback is one statement, so one
-- round trip and one transaction (rule 6) that claims (vendor, txId) with the body hash, moves money through
-- ledger_post and stores its answer. Everything about one bet (its bet, wins and rollbacks) is serialised by an
-- advisory lock on (vendor, bet txId), so replays, wins and rollbacks racing each other line up (rules 1, 5).
-- Each answers (status, member, available balance, ledger transaction).

-- A house account by code, created on first use with the brand's currency.
CREATE FUNCTION ledger_system_account(p_code text) RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  v_id bigint;
BEGIN
  SELECT id INTO v_id FROM ledger_accounts WHERE code = p_code;
  IF v_id IS NULL THEN
    INSERT INTO ledger_accounts (code, kind, currency, allow_negative)
    SELECT p_code, 'SYSTEM', currency, true FROM site_settings WHERE id = 1
    ON CONFLICT (code) DO UPDATE SET code = excluded.code
    RETURNING id INTO v_id;
  END IF;
  RETURN v_id;
END;
$$;
--> statement-breakpoint
-- The house side of game money, in 16 shards by player: every bet and win locks the house account's row until
-- commit, so one row would queue all play behind one lock (decision 0016). Reports sum SYSTEM:GAME:*.
CREATE FUNCTION provider_house_account(p_member bigint) RETURNS bigint LANGUAGE sql AS $$
  SELECT ledger_system_account('SYSTEM:GAME:' || lpad((p_member % 16)::text, 2, '0'));
$$;
--> statement-breakpoint
CREATE FUNCTION provider_available(p_member bigint) RETURNS bigint LANGUAGE sql STABLE AS $$
  SELECT balance - held FROM ledger_accounts WHERE code = 'MAIN:' || p_member;
$$;
--> statement-breakpoint
-- Stores a callback's answer under (vendor, txId) and gives it back, with the player's balance after it.
CREATE FUNCTION provider_record(
  p_vendor text, p_tx_id text, p_action text, p_hash text, p_member bigint, p_round text, p_ref text,
  p_amount bigint, p_status text, p_ledger bigint
) RETURNS TABLE (answer_status text, answer_member bigint, answer_balance bigint, answer_ledger bigint)
LANGUAGE sql AS $$
  INSERT INTO provider_callbacks (vendor_code, tx_id, action, body_hash, member_id, round_id, ref_tx_id, amount,
    status, ledger_transaction_id)
  VALUES (p_vendor, p_tx_id, p_action, p_hash, p_member, p_round, p_ref, p_amount, p_status, p_ledger);
  SELECT p_status, p_member, provider_available(p_member), p_ledger;
$$;
--> statement-breakpoint
-- Per member, category and the brand day the bet was placed on (its win and its rollback land on the same day, so
-- a day's figures never go negative); negative numbers take a rolled-back bet out again.
CREATE FUNCTION provider_add_daily(
  p_member bigint, p_placed_at timestamptz, p_time_zone text, p_category text, p_bets integer, p_stake bigint,
  p_payout bigint
) RETURNS void LANGUAGE sql AS $$
  INSERT INTO member_daily_stats (member_id, day, category_code, bet_count, stake, valid_bet, payout)
  VALUES (p_member, (p_placed_at AT TIME ZONE p_time_zone)::date, p_category, p_bets, p_stake, p_stake, p_payout)
  ON CONFLICT (member_id, day, category_code) DO UPDATE SET
    bet_count = member_daily_stats.bet_count + excluded.bet_count,
    stake = member_daily_stats.stake + excluded.stake,
    valid_bet = member_daily_stats.valid_bet + excluded.valid_bet,
    payout = member_daily_stats.payout + excluded.payout;
$$;
--> statement-breakpoint
-- The same txId again: the stored answer (with today's balance), or DUPLICATE_MISMATCH when any field differs.
CREATE FUNCTION provider_replay(p_vendor text, p_tx_id text, p_hash text)
RETURNS TABLE (answer_status text, answer_member bigint, answer_balance bigint, answer_ledger bigint)
LANGUAGE sql STABLE AS $$
  SELECT CASE WHEN c.body_hash = p_hash THEN c.status ELSE 'DUPLICATE_MISMATCH' END, c.member_id,
         provider_available(c.member_id),
         CASE WHEN c.body_hash = p_hash THEN c.ledger_transaction_id END
  FROM provider_callbacks c WHERE c.vendor_code = p_vendor AND c.tx_id = p_tx_id;
$$;
--> statement-breakpoint
-- The vendor's first call: starts the launch token's game session and names the player.
CREATE FUNCTION provider_balance(p_vendor text, p_token_hash bytea, p_player bigint)
RETURNS TABLE (answer_status text, answer_member bigint, answer_balance bigint, answer_ledger bigint)
LANGUAGE plpgsql AS $$
DECLARE
  v_member bigint;
  v_usable boolean;
BEGIN
  SELECT t.member_id, t.expires_at > now() AND (t.started_at IS NOT NULL OR t.start_by > now())
  INTO v_member, v_usable
  FROM launch_tokens t WHERE t.token_hash = p_token_hash AND t.vendor_code = p_vendor;
  IF v_member IS NULL OR (p_player IS NOT NULL AND p_player <> v_member) THEN
    RETURN QUERY SELECT 'TOKEN_INVALID', NULL::bigint, NULL::bigint, NULL::bigint;
  ELSIF NOT v_usable THEN
    RETURN QUERY SELECT 'TOKEN_EXPIRED', v_member, provider_available(v_member), NULL::bigint;
  ELSE
    UPDATE launch_tokens SET started_at = now() WHERE token_hash = p_token_hash AND started_at IS NULL;
    RETURN QUERY SELECT 'OK', v_member, provider_available(v_member), NULL::bigint;
  END IF;
END;
$$;
--> statement-breakpoint
-- Rule 2: a valid token for this player and game, an active player, the brand's currency, a known game, no
-- tombstone, and money enough; a zero bet is OK with no movement. Refusals are stored too, so a replay answers the
-- same refusal.
CREATE FUNCTION provider_bet(
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
  v_status text;
  v_member bigint := p_player;
  v_ledger bigint;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext(p_vendor), hashtext(p_tx_id));
  RETURN QUERY SELECT * FROM provider_replay(p_vendor, p_tx_id, p_hash);
  IF FOUND THEN
    RETURN;
  END IF;

  SELECT t.member_id, t.game_code, t.currency, t.expires_at > now() AND (t.started_at IS NOT NULL OR t.start_by > now()),
         t.started_at IS NOT NULL
  INTO v_token_member, v_token_game, v_token_currency, v_usable, v_started
  FROM launch_tokens t WHERE t.token_hash = p_token_hash AND t.vendor_code = p_vendor;
  SELECT m.status, a.id INTO v_member_status, v_wallet
  FROM members m JOIN ledger_accounts a ON a.code = 'MAIN:' || m.id WHERE m.id = p_player;

  IF v_token_member IS NULL OR p_player IS NULL OR v_token_member <> p_player OR v_token_game <> p_game THEN
    v_status := 'TOKEN_INVALID';
    v_member := NULL;
  ELSIF NOT v_usable THEN
    v_status := 'TOKEN_EXPIRED';
  ELSIF v_member_status IS DISTINCT FROM 'ACTIVE' THEN
    v_status := 'PLAYER_BLOCKED';
  ELSIF p_currency <> p_brand_currency OR p_currency <> v_token_currency THEN
    v_status := 'WRONG_CURRENCY';
  ELSIF p_category IS NULL THEN
    v_status := 'BAD_REQUEST';
  ELSIF EXISTS (SELECT 1 FROM provider_tombstones WHERE vendor_code = p_vendor AND bet_tx_id = p_tx_id) THEN
    v_status := 'TX_NOT_FOUND';
  ELSE
    v_status := 'OK';
    IF p_amount > 0 THEN
      BEGIN
        SELECT posted.transaction_id INTO v_ledger
        FROM ledger_post('provider:' || p_vendor || ':' || p_tx_id, p_hash, 'BET', p_currency,
          ARRAY[v_wallet, provider_house_account(p_player)], ARRAY[-p_amount, p_amount],
          'bet:' || p_vendor || ':' || p_tx_id,
          jsonb_build_object('vendor', p_vendor, 'gameCode', p_game, 'roundId', p_round), NULL) AS posted;
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
      PERFORM provider_add_daily(p_player, now(), p_time_zone, p_category, 1, p_amount, 0);
    END IF;
  END IF;

  RETURN QUERY SELECT * FROM provider_record(p_vendor, p_tx_id, 'BET', p_hash, v_member, p_round, NULL, p_amount, v_status, v_ledger);
END;
$$;
--> statement-breakpoint
-- Rule 3: a win needs a bet of the same player and round that was not rolled back; token and player state do not
-- matter any more (the money is owed). roundClosed settles the player's open bets of the round.
CREATE FUNCTION provider_win(
  p_vendor text, p_tx_id text, p_ref_tx_id text, p_hash text, p_player bigint, p_round text, p_game text,
  p_amount bigint, p_currency text, p_brand_currency text, p_time_zone text, p_round_closed boolean
) RETURNS TABLE (answer_status text, answer_member bigint, answer_balance bigint, answer_ledger bigint)
LANGUAGE plpgsql AS $$
DECLARE
  v_bet_member bigint;
  v_bet_round text;
  v_bet_status text;
  v_category text;
  v_placed_at timestamptz;
  v_status text;
  v_member bigint;
  v_ledger bigint;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext(p_vendor), hashtext(p_ref_tx_id));
  RETURN QUERY SELECT * FROM provider_replay(p_vendor, p_tx_id, p_hash);
  IF FOUND THEN
    RETURN;
  END IF;
  SELECT id INTO v_member FROM members WHERE id = p_player;
  SELECT b.member_id, b.round_id, b.status, b.category_code, b.created_at
  INTO v_bet_member, v_bet_round, v_bet_status, v_category, v_placed_at
  FROM bets b WHERE b.vendor_code = p_vendor AND b.tx_id = p_ref_tx_id;

  IF v_bet_member IS NULL OR v_member IS NULL OR v_bet_member <> v_member OR v_bet_round <> p_round
     OR v_bet_status = 'ROLLED_BACK' THEN
    v_status := 'TX_NOT_FOUND';
  ELSIF p_currency <> p_brand_currency THEN
    v_status := 'WRONG_CURRENCY';
  ELSE
    v_status := 'OK';
    IF p_amount > 0 THEN
      SELECT posted.transaction_id INTO v_ledger
      FROM ledger_post('provider:' || p_vendor || ':' || p_tx_id, p_hash, 'WIN', p_currency,
        ARRAY[provider_house_account(v_member), (SELECT id FROM ledger_accounts WHERE code = 'MAIN:' || v_member)],
        ARRAY[-p_amount, p_amount], 'bet:' || p_vendor || ':' || p_ref_tx_id,
        jsonb_build_object('vendor', p_vendor, 'gameCode', p_game, 'roundId', p_round), NULL) AS posted;
    END IF;
    UPDATE bets SET payout = payout + p_amount,
      status = CASE WHEN p_round_closed THEN 'SETTLED' ELSE status END,
      settled_at = CASE WHEN p_round_closed THEN now() ELSE settled_at END
    WHERE vendor_code = p_vendor AND tx_id = p_ref_tx_id;
    IF p_round_closed THEN
      UPDATE bets SET status = 'SETTLED', settled_at = now()
      WHERE vendor_code = p_vendor AND round_id = p_round AND member_id = v_member AND status = 'OPEN';
    END IF;
    PERFORM provider_add_daily(v_member, v_placed_at, p_time_zone, v_category, 0, 0, p_amount);
  END IF;

  RETURN QUERY SELECT * FROM provider_record(p_vendor, p_tx_id, 'WIN', p_hash, v_member, p_round, p_ref_tx_id, p_amount, v_status, v_ledger);
END;
$$;
--> statement-breakpoint
-- Rule 4: refunds the bet's stored amount exactly once (the refund's ledger key is per bet, not per rollback),
-- also on an expired token. Refused once the round has a win; a bet never seen leaves a tombstone.
CREATE FUNCTION provider_rollback(
  p_vendor text, p_tx_id text, p_ref_tx_id text, p_hash text, p_player bigint, p_round text, p_time_zone text
) RETURNS TABLE (answer_status text, answer_member bigint, answer_balance bigint, answer_ledger bigint)
LANGUAGE plpgsql AS $$
DECLARE
  v_member bigint;
  v_ref_action text;
  v_ref_status text;
  v_bet_member bigint;
  v_bet_round text;
  v_bet_status text;
  v_bet_stake bigint;
  v_category text;
  v_placed_at timestamptz;
  v_currency text;
  v_status text := 'OK';
  v_amount bigint := 0;
  v_ledger bigint;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext(p_vendor), hashtext(p_ref_tx_id));
  RETURN QUERY SELECT * FROM provider_replay(p_vendor, p_tx_id, p_hash);
  IF FOUND THEN
    RETURN;
  END IF;
  SELECT id INTO v_member FROM members WHERE id = p_player;
  SELECT c.action, c.status INTO v_ref_action, v_ref_status
  FROM provider_callbacks c WHERE c.vendor_code = p_vendor AND c.tx_id = p_ref_tx_id;
  SELECT b.member_id, b.round_id, b.status, b.stake, b.category_code, b.created_at
  INTO v_bet_member, v_bet_round, v_bet_status, v_bet_stake, v_category, v_placed_at
  FROM bets b WHERE b.vendor_code = p_vendor AND b.tx_id = p_ref_tx_id;

  IF v_ref_action IS NULL THEN
    -- Never seen: nothing moves, and the bet, if it comes later, is refused (rule 4).
    INSERT INTO provider_tombstones (vendor_code, bet_tx_id) VALUES (p_vendor, p_ref_tx_id) ON CONFLICT DO NOTHING;
  ELSIF v_ref_action <> 'BET' THEN
    v_status := 'TX_NOT_FOUND';
  ELSIF v_bet_member IS NULL THEN
    -- The bet was refused: it never moved money, so there is nothing to give back.
    NULL;
  ELSIF v_member IS NULL OR v_bet_member <> v_member THEN
    v_status := 'TX_NOT_FOUND';
  ELSIF v_bet_status = 'ROLLED_BACK' THEN
    NULL;
  ELSIF EXISTS (
    SELECT 1 FROM provider_callbacks w
    WHERE w.vendor_code = p_vendor AND w.action = 'WIN' AND w.status = 'OK'
      AND (w.ref_tx_id = p_ref_tx_id OR (w.round_id = v_bet_round AND w.member_id = v_bet_member))
  ) THEN
    v_status := 'ROUND_CLOSED';
  ELSE
    IF v_bet_stake > 0 THEN
      SELECT currency INTO v_currency FROM site_settings WHERE id = 1;
      SELECT posted.transaction_id INTO v_ledger
      FROM ledger_post('provider:' || p_vendor || ':rollback:' || p_ref_tx_id, p_hash, 'ROLLBACK', v_currency,
        ARRAY[provider_house_account(v_member), (SELECT id FROM ledger_accounts WHERE code = 'MAIN:' || v_member)],
        ARRAY[-v_bet_stake, v_bet_stake], 'bet:' || p_vendor || ':' || p_ref_tx_id,
        jsonb_build_object('vendor', p_vendor, 'roundId', v_bet_round, 'rollbackTxId', p_tx_id), NULL) AS posted;
    END IF;
    v_amount := v_bet_stake;
    UPDATE bets SET status = 'ROLLED_BACK', settled_at = now() WHERE vendor_code = p_vendor AND tx_id = p_ref_tx_id;
    PERFORM provider_add_daily(v_member, v_placed_at, p_time_zone, v_category, -1, -v_bet_stake, 0);
  END IF;

  RETURN QUERY SELECT * FROM provider_record(p_vendor, p_tx_id, 'ROLLBACK', p_hash, v_member, coalesce(p_round, v_bet_round),
    p_ref_tx_id, v_amount, v_status, v_ledger);
END;
$$;
