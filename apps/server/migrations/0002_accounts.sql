CREATE TABLE "account_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"default_weak_password" text NOT NULL,
	"password_policy_enabled" boolean DEFAULT false NOT NULL,
	"password_max_age_days" integer DEFAULT 90 NOT NULL,
	"session_idle_minutes" integer DEFAULT 30 NOT NULL,
	"session_absolute_hours" integer DEFAULT 12 NOT NULL,
	"code_expired_minutes" integer DEFAULT 3 NOT NULL,
	"reset_link_minutes" integer DEFAULT 30 NOT NULL,
	CONSTRAINT "account_settings_single_row" CHECK ("account_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "captchas" (
	"id" text PRIMARY KEY NOT NULL,
	"answer_hash" "bytea" NOT NULL,
	"ip" "inet" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "login_challenges" (
	"id" text PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"ip" "inet" NOT NULL,
	"login_method" text NOT NULL,
	"must_change_password" boolean NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "login_failures" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_key" text NOT NULL,
	"ip" "inet" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"destination" text NOT NULL,
	"subject" text,
	"body" text NOT NULL,
	"status" text NOT NULL,
	"provider" text NOT NULL,
	"provider_ref" text,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "outbox_status" CHECK ("outbox"."status" in ('OUTBOX', 'SENT', 'FAILED'))
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"token_hash" "bytea" PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "send_lockouts" (
	"key" text PRIMARY KEY NOT NULL,
	"until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "server_keys" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"public_key_spki" text NOT NULL,
	"private_key_pkcs8" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"token_hash" "bytea" NOT NULL,
	"login_method" text NOT NULL,
	"must_change_password" boolean DEFAULT false NOT NULL,
	"ip" "inet" NOT NULL,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "verification_codes" (
	"id" text PRIMARY KEY NOT NULL,
	"purpose" text NOT NULL,
	"channel" text NOT NULL,
	"destination" text NOT NULL,
	"member_id" bigint,
	"code_hash" "bytea" NOT NULL,
	"ip" "inet" NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "known_addresses" (
	"member_id" bigint NOT NULL,
	"ip" "inet" NOT NULL,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "known_addresses_member_id_ip_pk" PRIMARY KEY("member_id","ip")
);
--> statement-breakpoint
CREATE TABLE "login_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"ip" "inet" NOT NULL,
	"user_agent" text,
	"method" text NOT NULL,
	"second_factor" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_tree" (
	"ancestor_id" bigint NOT NULL,
	"descendant_id" bigint NOT NULL,
	"depth" integer NOT NULL,
	CONSTRAINT "member_tree_ancestor_id_descendant_id_pk" PRIMARY KEY("ancestor_id","descendant_id")
);
--> statement-breakpoint
CREATE TABLE "members" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account" text NOT NULL,
	"type" smallint NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"upline_id" bigint,
	"is_house" boolean DEFAULT false NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"password_hash" text NOT NULL,
	"password_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"payment_password_hash" text,
	"affiliate_code" text,
	"real_name" text,
	"nickname" text,
	"email" text,
	"email_verified" boolean DEFAULT false NOT NULL,
	"mobile_dialing_code" text,
	"mobile_num" text,
	"mobile_verified" boolean DEFAULT false NOT NULL,
	"qq_num" text,
	"line" text,
	"whatsapp" text,
	"facebook" text,
	"wechat" text,
	"telegram" text,
	"zalo" text,
	"id_number" text,
	"birthday" text,
	"address" text,
	"nationality" text,
	"occupation" text,
	"source_of_income" text,
	"totp_secret" "bytea",
	"totp_enabled" boolean DEFAULT false NOT NULL,
	"first_login_at" timestamp with time zone,
	"last_login_at" timestamp with time zone,
	"registered_ip" "inet",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "members_type" CHECK ("members"."type" in (0, 1, 2, 4, 41, 42)),
	CONSTRAINT "members_status" CHECK ("members"."status" in ('ACTIVE', 'LOCKED')),
	CONSTRAINT "members_upline_present" CHECK ("members"."is_house" or "members"."upline_id" is not null)
);
--> statement-breakpoint
ALTER TABLE "login_challenges" ADD CONSTRAINT "login_challenges_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_codes" ADD CONSTRAINT "verification_codes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "known_addresses" ADD CONSTRAINT "known_addresses_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_history" ADD CONSTRAINT "login_history_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_tree" ADD CONSTRAINT "member_tree_ancestor_id_members_id_fk" FOREIGN KEY ("ancestor_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_tree" ADD CONSTRAINT "member_tree_descendant_id_members_id_fk" FOREIGN KEY ("descendant_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_upline_id_members_id_fk" FOREIGN KEY ("upline_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "login_failures_account" ON "login_failures" USING btree ("account_key","created_at");--> statement-breakpoint
CREATE INDEX "login_failures_ip" ON "login_failures" USING btree ("ip","created_at");--> statement-breakpoint
CREATE INDEX "outbox_destination" ON "outbox" USING btree ("destination","created_at");--> statement-breakpoint
CREATE INDEX "sessions_member" ON "sessions" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "verification_codes_destination" ON "verification_codes" USING btree ("destination","created_at");--> statement-breakpoint
CREATE INDEX "verification_codes_ip" ON "verification_codes" USING btree ("ip","created_at");--> statement-breakpoint
CREATE INDEX "login_history_member" ON "login_history" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "member_tree_descendant" ON "member_tree" USING btree ("descendant_id","depth");--> statement-breakpoint
CREATE UNIQUE INDEX "members_account_unique" ON "members" USING btree (lower("account"));--> statement-breakpoint
CREATE UNIQUE INDEX "members_affiliate_code_unique" ON "members" USING btree (upper("affiliate_code"));--> statement-breakpoint
CREATE UNIQUE INDEX "members_verified_mobile_unique" ON "members" USING btree ("mobile_dialing_code","mobile_num") WHERE "members"."mobile_verified";--> statement-breakpoint
CREATE INDEX "members_email" ON "members" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "members_upline" ON "members" USING btree ("upline_id");