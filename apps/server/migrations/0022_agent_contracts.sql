CREATE TABLE "contract_brand_terms" (
	"kind" text PRIMARY KEY NOT NULL,
	"period" text NOT NULL,
	"tiers" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contract_brand_terms_kind" CHECK ("contract_brand_terms"."kind" in ('DIVIDEND', 'DAILY_SALARY', 'HOURLY_SALARY', 'REALTIME_SALARY')),
	CONSTRAINT "contract_brand_terms_period" CHECK ("contract_brand_terms"."period" in ('DAILY', 'WEEKLY', 'SEMIMONTHLY', 'MONTHLY', 'HOURLY', 'FIVE_MINUTES'))
);
--> statement-breakpoint
CREATE TABLE "contract_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"contract_id" bigint NOT NULL,
	"event" text NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_id" bigint,
	"detail" jsonb,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contract_events_actor" CHECK ("contract_events"."actor_kind" in ('MEMBER', 'OPERATOR', 'SYSTEM'))
);
--> statement-breakpoint
CREATE TABLE "contract_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"carry_dividend_losses" boolean DEFAULT true NOT NULL,
	"daily_delay_minutes" integer DEFAULT 60 NOT NULL,
	"hourly_grace_minutes" integer DEFAULT 10 NOT NULL,
	"realtime_grace_minutes" integer DEFAULT 2 NOT NULL,
	CONSTRAINT "contract_settings_one_row" CHECK ("contract_settings"."id" = 1),
	CONSTRAINT "contract_settings_delays" CHECK ("contract_settings"."daily_delay_minutes" between 0 and 1440 and "contract_settings"."hourly_grace_minutes" between 0 and 120
        and "contract_settings"."realtime_grace_minutes" between 0 and 60)
);
--> statement-breakpoint
CREATE TABLE "contract_settlements" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"payee_id" bigint NOT NULL,
	"payer_id" bigint,
	"contract_id" bigint,
	"depth" integer NOT NULL,
	"base" bigint NOT NULL,
	"carried_in" bigint DEFAULT 0 NOT NULL,
	"active_members" integer NOT NULL,
	"tier" integer,
	"rate" integer NOT NULL,
	"amount" bigint NOT NULL,
	"status" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"ledger_transaction_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"note" text,
	CONSTRAINT "contract_settlements_once" UNIQUE("kind","payee_id","period_start"),
	CONSTRAINT "contract_settlements_kind" CHECK ("contract_settlements"."kind" in ('DIVIDEND', 'DAILY_SALARY', 'HOURLY_SALARY', 'REALTIME_SALARY')),
	CONSTRAINT "contract_settlements_status" CHECK ("contract_settlements"."status" in ('PENDING', 'PAID', 'WAITING_FUNDS', 'NOTHING_DUE', 'CANCELLED')),
	CONSTRAINT "contract_settlements_amount" CHECK ("contract_settlements"."amount" >= 0),
	CONSTRAINT "contract_settlements_paid" CHECK (("contract_settlements"."status" = 'PAID') = ("contract_settlements"."ledger_transaction_id" is not null)
        and ("contract_settlements"."status" <> 'NOTHING_DUE' or "contract_settlements"."amount" = 0))
);
--> statement-breakpoint
CREATE TABLE "contracts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"upline_id" bigint NOT NULL,
	"downline_id" bigint NOT NULL,
	"period" text NOT NULL,
	"tiers" jsonb NOT NULL,
	"status" text DEFAULT 'OFFERED' NOT NULL,
	"request_id" text NOT NULL,
	"offered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"end_reason" text,
	CONSTRAINT "contracts_request" UNIQUE("upline_id","request_id"),
	CONSTRAINT "contracts_kind" CHECK ("contracts"."kind" in ('DIVIDEND', 'DAILY_SALARY', 'HOURLY_SALARY', 'REALTIME_SALARY')),
	CONSTRAINT "contracts_period" CHECK ("contracts"."period" in ('DAILY', 'WEEKLY', 'SEMIMONTHLY', 'MONTHLY', 'HOURLY', 'FIVE_MINUTES')),
	CONSTRAINT "contracts_status" CHECK ("contracts"."status" in ('OFFERED', 'ACTIVE', 'ENDED', 'TERMINATED', 'REJECTED', 'WITHDRAWN')),
	CONSTRAINT "contracts_not_self" CHECK ("contracts"."upline_id" <> "contracts"."downline_id"),
	CONSTRAINT "contracts_ended" CHECK (("contracts"."status" in ('ENDED', 'TERMINATED')) = ("contracts"."ends_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "settlement_cursors" (
	"schedule" text PRIMARY KEY NOT NULL,
	"settled_until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contract_events" ADD CONSTRAINT "contract_events_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_settlements" ADD CONSTRAINT "contract_settlements_payee_id_members_id_fk" FOREIGN KEY ("payee_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_settlements" ADD CONSTRAINT "contract_settlements_payer_id_members_id_fk" FOREIGN KEY ("payer_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_settlements" ADD CONSTRAINT "contract_settlements_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_upline_id_members_id_fk" FOREIGN KEY ("upline_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_downline_id_members_id_fk" FOREIGN KEY ("downline_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contract_events_contract" ON "contract_events" USING btree ("contract_id","id");--> statement-breakpoint
CREATE INDEX "contract_settlements_payee" ON "contract_settlements" USING btree ("payee_id","kind","period_start");--> statement-breakpoint
CREATE INDEX "contract_settlements_payer" ON "contract_settlements" USING btree ("payer_id","kind","period_start");--> statement-breakpoint
CREATE INDEX "contract_settlements_open" ON "contract_settlements" USING btree ("depth","id") WHERE "contract_settlements"."status" in ('PENDING', 'WAITING_FUNDS');--> statement-breakpoint
CREATE UNIQUE INDEX "contracts_one_active" ON "contracts" USING btree ("kind","downline_id") WHERE "contracts"."status" = 'ACTIVE';--> statement-breakpoint
CREATE UNIQUE INDEX "contracts_one_offer" ON "contracts" USING btree ("kind","downline_id") WHERE "contracts"."status" = 'OFFERED';--> statement-breakpoint
CREATE INDEX "contracts_downline" ON "contracts" USING btree ("downline_id","kind");--> statement-breakpoint
CREATE INDEX "contracts_upline" ON "contracts" USING btree ("upline_id","kind");--> statement-breakpoint
-- The brand's settlement settings and the house's terms for top agents (decision 0032): operators change them in
-- /ops; they apply once a kind's feature flag is on. Rates in parts per million, thresholds in minor units.
INSERT INTO contract_settings (id) VALUES (1);--> statement-breakpoint
INSERT INTO contract_brand_terms (kind, period, tiers) VALUES
  ('DIVIDEND', 'MONTHLY', '[{"minBase":"0","minActive":1,"rate":200000},{"minBase":"5000000","minActive":5,"rate":300000},{"minBase":"20000000","minActive":20,"rate":400000}]'),
  ('DAILY_SALARY', 'DAILY', '[{"minBase":"0","minActive":1,"rate":5000},{"minBase":"10000000","minActive":10,"rate":8000},{"minBase":"50000000","minActive":30,"rate":12000}]'),
  ('HOURLY_SALARY', 'HOURLY', '[{"minBase":"0","minActive":1,"rate":2000},{"minBase":"1000000","minActive":5,"rate":4000}]'),
  ('REALTIME_SALARY', 'FIVE_MINUTES', '[{"minBase":"0","minActive":0,"rate":3000}]');
