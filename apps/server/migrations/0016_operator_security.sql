-- Operator security (issue 11 items 6 and 8).
-- Operators confirm a TOTP secret at first login and give a code at every login; members and operators spend
-- each 30-second step once (RFC 6238 §5.2): the last accepted step is kept and only a later one is accepted.
ALTER TABLE "operators" ADD COLUMN "totp_secret" "bytea";--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "totp_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "totp_last_step" bigint;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "totp_last_step" bigint;--> statement-breakpoint
-- Failed operator logins per name, whether or not an operator has that name, so a lock tells nothing about
-- which names exist. Five failures lock the name for fifteen minutes, whatever the address.
CREATE TABLE "operator_login_failures" (
	"username_key" text PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"last_failure_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
-- Every manual adjustment: posted at once by one operator below the thresholds, else waiting for a second one.
CREATE TABLE "balance_adjustments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"reason" text NOT NULL,
	"requested_by" bigint NOT NULL,
	"client_request_id" text NOT NULL,
	"status" text NOT NULL,
	"decided_by" bigint,
	"decided_at" timestamp with time zone,
	"reject_reason" text,
	"transaction_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "balance_adjustments_request_unique" UNIQUE("requested_by","client_request_id"),
	CONSTRAINT "balance_adjustments_status" CHECK ("balance_adjustments"."status" in ('PENDING', 'POSTED', 'REJECTED')),
	CONSTRAINT "balance_adjustments_not_zero" CHECK ("balance_adjustments"."amount" <> 0),
	CONSTRAINT "balance_adjustments_second_person" CHECK ("balance_adjustments"."status" <> 'POSTED' or "balance_adjustments"."decided_by" is null or "balance_adjustments"."decided_by" <> "balance_adjustments"."requested_by")
);
--> statement-breakpoint
ALTER TABLE "balance_adjustments" ADD CONSTRAINT "balance_adjustments_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "balance_adjustments" ADD CONSTRAINT "balance_adjustments_requested_by_operators_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "balance_adjustments" ADD CONSTRAINT "balance_adjustments_decided_by_operators_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "balance_adjustments" ADD CONSTRAINT "balance_adjustments_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "balance_adjustments_pending" ON "balance_adjustments" USING btree ("id") WHERE "balance_adjustments"."status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "balance_adjustments_solo" ON "balance_adjustments" USING btree ("requested_by","created_at") WHERE "balance_adjustments"."decided_by" is null;--> statement-breakpoint
-- Above the first amount one adjustment needs a second operator; above the second, so do one operator's
-- single-handed adjustments of the last 24 hours together (splitting a large credit does not avoid the rule).
ALTER TABLE "cashier_settings" ADD COLUMN "adjustment_second_approval_above" bigint DEFAULT 1000000 NOT NULL;--> statement-breakpoint
ALTER TABLE "cashier_settings" ADD COLUMN "adjustment_daily_solo_limit" bigint DEFAULT 5000000 NOT NULL;
