CREATE TABLE "vip_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"from_level" integer NOT NULL,
	"to_level" integer NOT NULL,
	"reason" text NOT NULL,
	"changed_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vip_daily" (
	"member_id" bigint NOT NULL,
	"day" date NOT NULL,
	"valid_bet" bigint DEFAULT 0 NOT NULL,
	"deposits" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "vip_daily_member_id_day_pk" PRIMARY KEY("member_id","day")
);
--> statement-breakpoint
CREATE TABLE "vip_members" (
	"member_id" bigint PRIMARY KEY NOT NULL,
	"level" integer NOT NULL,
	"reached_at" timestamp with time zone DEFAULT now() NOT NULL,
	"highest_level" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vip_ranks" (
	"level" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"valid_bet_threshold" bigint DEFAULT 0 NOT NULL,
	"deposit_threshold" bigint DEFAULT 0 NOT NULL,
	"keep_valid_bet" bigint DEFAULT 0 NOT NULL,
	"upgrade_bonus" bigint DEFAULT 0 NOT NULL,
	"monthly_bonus" bigint DEFAULT 0 NOT NULL,
	"birthday_bonus" bigint DEFAULT 0 NOT NULL,
	"bonus_wagering" numeric(4, 1) DEFAULT '1' NOT NULL,
	"daily_withdrawal_count" integer,
	"daily_withdrawal_amount" bigint,
	"rebate_rates" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vip_ranks_level" CHECK ("vip_ranks"."level" between 0 and 99),
	CONSTRAINT "vip_ranks_amounts" CHECK ("vip_ranks"."valid_bet_threshold" >= 0 and "vip_ranks"."deposit_threshold" >= 0 and "vip_ranks"."keep_valid_bet" >= 0
          and "vip_ranks"."upgrade_bonus" >= 0 and "vip_ranks"."monthly_bonus" >= 0 and "vip_ranks"."birthday_bonus" >= 0)
);
--> statement-breakpoint
CREATE TABLE "vip_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"window_days" integer DEFAULT 30 NOT NULL,
	"updated_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vip_settings_one" CHECK ("vip_settings"."id" = 1),
	CONSTRAINT "vip_settings_window" CHECK ("vip_settings"."window_days" between 1 and 366)
);
--> statement-breakpoint
ALTER TABLE "vip_changes" ADD CONSTRAINT "vip_changes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_daily" ADD CONSTRAINT "vip_daily_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_members" ADD CONSTRAINT "vip_members_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vip_changes_member" ON "vip_changes" USING btree ("member_id","created_at");