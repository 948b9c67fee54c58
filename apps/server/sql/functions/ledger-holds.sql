-- Sets money aside (C6): succeeds only while balance - held covers it. Idempotent per reference.
CREATE OR REPLACE FUNCTION ledger_hold(p_account bigint, p_amount bigint, p_reference text) RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  v_id bigint;
BEGIN
  IF p_amount <= 0 THEN
    RAISE EXCEPTION 'a hold must be positive' USING ERRCODE = 'PH003';
  END IF;
  SELECT id INTO v_id FROM ledger_holds WHERE reference = p_reference;
  IF v_id IS NOT NULL THEN
    RETURN v_id;
  END IF;
  UPDATE ledger_accounts SET held = held + p_amount
  WHERE id = p_account AND balance - held >= p_amount;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'insufficient funds to hold on account %', p_account USING ERRCODE = 'PH001';
  END IF;
  INSERT INTO ledger_holds (account_id, amount, reference) VALUES (p_account, p_amount, p_reference) RETURNING id INTO v_id;
  RETURN v_id;
END;
$$;

-- Gives held money back, exactly once (I8): answers false when the hold was already resolved.
CREATE OR REPLACE FUNCTION ledger_release(p_reference text) RETURNS boolean LANGUAGE plpgsql AS $$
DECLARE
  v_account bigint;
  v_amount bigint;
BEGIN
  UPDATE ledger_holds SET status = 'RELEASED', resolved_at = now()
  WHERE reference = p_reference AND status = 'OPEN'
  RETURNING account_id, amount INTO v_account, v_amount;
  IF v_account IS NULL THEN
    RETURN false;
  END IF;
  UPDATE ledger_accounts SET held = held - v_amount WHERE id = v_account;
  RETURN true;
END;
$$;
