-- The vendor's first call: starts the launch token's game session and names the player.
CREATE OR REPLACE FUNCTION provider_balance(p_vendor text, p_token_hash bytea, p_player bigint)
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
