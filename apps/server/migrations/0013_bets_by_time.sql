-- Reconciliation reads one vendor's bets of an hour by created_at: without this index each run scanned the table.
CREATE INDEX "bets_created" ON "bets" USING btree ("created_at");