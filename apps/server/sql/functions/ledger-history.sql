-- History is immutable (I7): a correction is a new transaction, never an edit.
CREATE OR REPLACE FUNCTION ledger_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger history is immutable: % on % refused', TG_OP, TG_TABLE_NAME USING ERRCODE = 'PH009';
END;
$$;
