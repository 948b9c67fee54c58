-- A house account by code, created on first use with the brand's currency.
CREATE OR REPLACE FUNCTION ledger_system_account(p_code text) RETURNS bigint LANGUAGE plpgsql AS $$
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
