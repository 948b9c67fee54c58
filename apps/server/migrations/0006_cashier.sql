CREATE TABLE "bank_accounts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"bank_name" text NOT NULL,
	"account_number" text NOT NULL,
	"account_name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cashier_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"turnover_multiple_percent" integer DEFAULT 100 NOT NULL,
	"min_withdrawal" bigint NOT NULL,
	"max_withdrawal" bigint NOT NULL,
	"daily_withdrawal_count" integer NOT NULL,
	"daily_withdrawal_amount" bigint NOT NULL,
	"second_approval_above" bigint NOT NULL,
	"auto_confirm_minutes" integer DEFAULT 60 NOT NULL,
	CONSTRAINT "cashier_settings_single_row" CHECK ("cashier_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "deposit_channels" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"min_amount" bigint NOT NULL,
	"max_amount" bigint NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "deposit_channels_code_unique" UNIQUE("code"),
	CONSTRAINT "deposit_channels_kind" CHECK ("deposit_channels"."kind" in ('BANK_TRANSFER', 'ONLINE')),
	CONSTRAINT "deposit_channels_range" CHECK ("deposit_channels"."min_amount" > 0 and "deposit_channels"."max_amount" >= "deposit_channels"."min_amount")
);
--> statement-breakpoint
CREATE TABLE "deposits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"channel_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"client_request_id" text NOT NULL,
	"payer_reference" text,
	"psp_order_id" text,
	"psp_transaction_id" text,
	"first_deposit" boolean,
	"reject_reason" text,
	"resolved_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "deposits_psp_order_id_unique" UNIQUE("psp_order_id"),
	CONSTRAINT "deposits_amount" CHECK ("deposits"."amount" > 0),
	CONSTRAINT "deposits_status" CHECK ("deposits"."status" in ('PENDING', 'CREDITED', 'REJECTED', 'FAILED'))
);
--> statement-breakpoint
CREATE TABLE "member_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "withdrawal_proofs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"withdrawal_id" bigint NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "withdrawal_proofs_file_name_unique" UNIQUE("file_name")
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"bank_account_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"client_request_id" text NOT NULL,
	"reviewed_by" bigint,
	"reviewed_at" timestamp with time zone,
	"approved_by" bigint,
	"approved_at" timestamp with time zone,
	"rejected_by" bigint,
	"reject_reason" text,
	"disbursed_by" bigint,
	"disbursed_at" timestamp with time zone,
	"confirm_due_at" timestamp with time zone,
	"received_amount" bigint DEFAULT 0 NOT NULL,
	"confirmation" text,
	"confirmed_at" timestamp with time zone,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "withdrawals_amount" CHECK ("withdrawals"."amount" > 0),
	CONSTRAINT "withdrawals_received" CHECK ("withdrawals"."received_amount" >= 0 and "withdrawals"."received_amount" <= "withdrawals"."amount"),
	CONSTRAINT "withdrawals_status" CHECK ("withdrawals"."status" in ('PENDING', 'REVIEWED', 'APPROVED', 'REJECTED', 'DISBURSED', 'COMPLETED', 'DISPUTED', 'REFUNDED'))
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"operator_id" bigint,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operator_sessions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"operator_id" bigint NOT NULL,
	"token_hash" "bytea" NOT NULL,
	"ip" "inet" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "operator_sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "operators" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" text DEFAULT 'OPERATOR' NOT NULL,
	"must_change_password" boolean DEFAULT true NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "operators_username_unique" UNIQUE("username"),
	CONSTRAINT "operators_role" CHECK ("operators"."role" in ('OPERATOR', 'ADMIN'))
);
--> statement-breakpoint
CREATE TABLE "sandbox_psp_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant_order_id" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'CREATED' NOT NULL,
	"callback_url" text NOT NULL,
	"return_url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	"callback_attempts" integer DEFAULT 0 NOT NULL,
	"callback_delivered_at" timestamp with time zone,
	"next_callback_at" timestamp with time zone,
	CONSTRAINT "sandbox_psp_orders_merchant_order_id_unique" UNIQUE("merchant_order_id")
);
--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_channel_id_deposit_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."deposit_channels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_messages" ADD CONSTRAINT "member_messages_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_proofs" ADD CONSTRAINT "withdrawal_proofs_withdrawal_id_withdrawals_id_fk" FOREIGN KEY ("withdrawal_id") REFERENCES "public"."withdrawals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_bank_account_id_bank_accounts_id_fk" FOREIGN KEY ("bank_account_id") REFERENCES "public"."bank_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_sessions" ADD CONSTRAINT "operator_sessions_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_accounts_member_number" ON "bank_accounts" USING btree ("member_id","account_number") WHERE "bank_accounts"."active";--> statement-breakpoint
CREATE UNIQUE INDEX "deposits_client_request" ON "deposits" USING btree ("member_id","client_request_id");--> statement-breakpoint
CREATE INDEX "deposits_pending" ON "deposits" USING btree ("created_at") WHERE "deposits"."status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "deposits_member" ON "deposits" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "member_messages_member" ON "member_messages" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_client_request" ON "withdrawals" USING btree ("member_id","client_request_id");--> statement-breakpoint
CREATE INDEX "withdrawals_member" ON "withdrawals" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "withdrawals_due" ON "withdrawals" USING btree ("confirm_due_at") WHERE "withdrawals"."status" = 'DISBURSED';--> statement-breakpoint
CREATE INDEX "audit_log_target" ON "audit_log" USING btree ("target_type","target_id");