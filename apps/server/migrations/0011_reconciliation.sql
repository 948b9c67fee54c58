CREATE TABLE "reconciliation_items" (
	"run_id" bigint NOT NULL,
	"bet_tx_id" text NOT NULL,
	"kind" text NOT NULL,
	"member_id" bigint,
	"round_id" text,
	"provider_state" text,
	"wallet_status" text,
	"provider_stake" bigint,
	"wallet_stake" bigint,
	"provider_payout" bigint,
	"wallet_payout" bigint,
	"repair" text NOT NULL,
	"repair_note" text,
	CONSTRAINT "reconciliation_items_run_id_bet_tx_id_pk" PRIMARY KEY("run_id","bet_tx_id"),
	CONSTRAINT "reconciliation_items_kind" CHECK ("reconciliation_items"."kind" in ('WALLET_ONLY', 'PROVIDER_ONLY', 'MISMATCH', 'PENDING')),
	CONSTRAINT "reconciliation_items_repair" CHECK ("reconciliation_items"."repair" in ('TO_DO', 'ROLLED_BACK', 'VOIDED', 'NONE', 'FAILED'))
);
--> statement-breakpoint
CREATE TABLE "reconciliation_runs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"vendor_code" text NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'RUNNING' NOT NULL,
	"provider_rounds" integer DEFAULT 0 NOT NULL,
	"wallet_bets" integer DEFAULT 0 NOT NULL,
	"matched" integer DEFAULT 0 NOT NULL,
	"issues" integer DEFAULT 0 NOT NULL,
	"repaired" integer DEFAULT 0 NOT NULL,
	"error" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "reconciliation_runs_status" CHECK ("reconciliation_runs"."status" in ('RUNNING', 'REPAIRING', 'DONE', 'FAILED')),
	CONSTRAINT "reconciliation_runs_period_order" CHECK ("reconciliation_runs"."period_start" < "reconciliation_runs"."period_end")
);
--> statement-breakpoint
ALTER TABLE "reconciliation_items" ADD CONSTRAINT "reconciliation_items_run_id_reconciliation_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."reconciliation_runs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reconciliation_runs_period" ON "reconciliation_runs" USING btree ("vendor_code","period_start","period_end");--> statement-breakpoint
CREATE INDEX "reconciliation_runs_started" ON "reconciliation_runs" USING btree ("started_at");