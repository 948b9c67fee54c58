-- Rule 4: refunds the bet's stored amount exactly once (the refund's ledger key is per bet, not per rollback),
-- also on an expired token. Refused once the round has a win; a bet never seen leaves a tombstone.
CREATE OR REPLACE FUNCTION provider_rollback(
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
        ARRAY[provider_house_account(v_member), (SELECT id FROM ledger_accounts WHERE code = main_wallet_code(v_member))],
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
