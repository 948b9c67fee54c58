-- The one way money moves: a balanced set of entries under an idempotency key, in one round trip.
--   * the key is claimed in the same transaction as the movement (I6); a replay with the same request hash
--     answers the first transaction (replayed = true), a different request under the same key is refused (PH004);
--   * account rows are locked in ascending id order, so concurrent postings never deadlock;
--   * each debit is an atomic conditional update against balance - held (PH001 when it would overdraw);
--   * an open hold named by p_hold_reference is consumed by the same posting (PH002 when it is not open);
--   * a NULL account (a caller's code that names no account yet) is PH006;
--   * it answers each account's balance and held amount after the posting (current ones on a replay).
CREATE OR REPLACE FUNCTION ledger_post(
  p_key text,
  p_request_hash text,
  p_kind text,
  p_currency text,
  p_accounts bigint[],
  p_amounts bigint[],
  p_reference text,
  p_memo jsonb,
  p_hold_reference text
) RETURNS TABLE (transaction_id bigint, replayed boolean, balances bigint[], helds bigint[]) LANGUAGE plpgsql AS $$
DECLARE
  v_tx bigint;
  v_balances bigint[] := '{}';
  v_helds bigint[] := '{}';
  v_held bigint;
  v_found bigint;
  v_wrong_currency boolean;
  v_hash text;
  v_balance bigint;
  v_hold_account bigint;
  v_hold_amount bigint;
  v_index int;
BEGIN
  IF coalesce(array_length(p_accounts, 1), 0) < 2 OR array_length(p_accounts, 1) <> array_length(p_amounts, 1) THEN
    RAISE EXCEPTION 'a posting needs at least two entries' USING ERRCODE = 'PH003';
  END IF;
  IF (SELECT sum(amount) FROM unnest(p_amounts) AS amount) <> 0 THEN
    RAISE EXCEPTION 'entries must sum to zero' USING ERRCODE = 'PH003';
  END IF;
  IF EXISTS (SELECT 1 FROM unnest(p_amounts) AS amount WHERE amount = 0) THEN
    RAISE EXCEPTION 'an entry cannot be zero' USING ERRCODE = 'PH003';
  END IF;

  INSERT INTO ledger_transactions (idempotency_key, request_hash, kind, currency, reference, memo)
  VALUES (p_key, p_request_hash, p_kind, p_currency, p_reference, p_memo)
  ON CONFLICT (idempotency_key) DO NOTHING
  RETURNING id INTO v_tx;
  IF v_tx IS NULL THEN
    SELECT id, request_hash INTO v_tx, v_hash FROM ledger_transactions WHERE idempotency_key = p_key;
    IF v_hash <> p_request_hash THEN
      RAISE EXCEPTION 'idempotency key % was used for a different request', p_key USING ERRCODE = 'PH004';
    END IF;
    RETURN QUERY SELECT v_tx, true,
      array(SELECT a.balance FROM unnest(p_accounts) WITH ORDINALITY AS u(id, n) JOIN ledger_accounts a ON a.id = u.id ORDER BY u.n),
      array(SELECT a.held FROM unnest(p_accounts) WITH ORDINALITY AS u(id, n) JOIN ledger_accounts a ON a.id = u.id ORDER BY u.n);
    RETURN;
  END IF;
  IF array_position(p_accounts, NULL) IS NOT NULL THEN
    RAISE EXCEPTION 'unknown ledger account' USING ERRCODE = 'PH006';
  END IF;

  -- Lock in id order, and check existence and currency in the same pass.
  SELECT count(*), coalesce(bool_or(locked.currency <> p_currency), false)
  INTO v_found, v_wrong_currency
  FROM (SELECT currency FROM ledger_accounts WHERE id = ANY (p_accounts) ORDER BY id FOR UPDATE) AS locked;
  IF v_found <> (SELECT count(DISTINCT a) FROM unnest(p_accounts) AS a) THEN
    RAISE EXCEPTION 'unknown ledger account' USING ERRCODE = 'PH006';
  END IF;
  IF v_wrong_currency THEN
    RAISE EXCEPTION 'currency mismatch' USING ERRCODE = 'PH005';
  END IF;

  IF p_hold_reference IS NOT NULL THEN
    UPDATE ledger_holds SET status = 'POSTED', resolved_at = now()
    WHERE reference = p_hold_reference AND status = 'OPEN'
    RETURNING account_id, amount INTO v_hold_account, v_hold_amount;
    IF v_hold_account IS NULL THEN
      RAISE EXCEPTION 'hold % is not open', p_hold_reference USING ERRCODE = 'PH002';
    END IF;
    UPDATE ledger_accounts SET held = held - v_hold_amount WHERE id = v_hold_account;
  END IF;

  FOR v_index IN 1 .. array_length(p_accounts, 1) LOOP
    UPDATE ledger_accounts SET balance = balance + p_amounts[v_index]
    WHERE id = p_accounts[v_index]
      AND (allow_negative OR p_amounts[v_index] > 0 OR balance + p_amounts[v_index] - held >= 0)
    RETURNING balance, held INTO v_balance, v_held;
    IF NOT FOUND THEN
      RAISE EXCEPTION 'insufficient funds on account %', p_accounts[v_index] USING ERRCODE = 'PH001';
    END IF;
    INSERT INTO ledger_entries (transaction_id, account_id, amount, balance_after)
    VALUES (v_tx, p_accounts[v_index], p_amounts[v_index], v_balance);
    v_balances := v_balances || v_balance;
    v_helds := v_helds || v_held;
  END LOOP;

  RETURN QUERY SELECT v_tx, false, v_balances, v_helds;
END;
$$;
