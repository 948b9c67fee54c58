-- A member's main wallet account code: the one SQL spelling of mainWalletCode() in ledger/accounts.ts. sql and
-- IMMUTABLE (a bigint's text and a concatenation of texts are), so the planner inlines it: a lookup by
-- `code = main_wallet_code(...)` is a lookup by the code's unique index, as the spelled-out expression was.
CREATE OR REPLACE FUNCTION main_wallet_code(p_member bigint) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT 'MAIN:' || p_member::text;
$$;

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
