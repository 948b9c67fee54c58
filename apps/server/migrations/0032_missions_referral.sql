CREATE TABLE "member_login_days" (
	"member_id" bigint NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "member_login_days_member_id_day_pk" PRIMARY KEY("member_id","day")
);
--> statement-breakpoint
CREATE TABLE "mission_claims" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"mission_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"period" date NOT NULL,
	"week" date NOT NULL,
	"reward" bigint NOT NULL,
	"score" integer NOT NULL,
	"bonus_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mission_claims_once" UNIQUE("mission_id","member_id","period")
);
--> statement-breakpoint
CREATE TABLE "missions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"period" text NOT NULL,
	"kind" text NOT NULL,
	"category_code" text,
	"target" bigint NOT NULL,
	"reward" bigint NOT NULL,
	"reward_wagering" numeric(4, 1) DEFAULT '1' NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'LIVE' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "missions_period" CHECK ("missions"."period" in ('DAILY', 'WEEKLY')),
	CONSTRAINT "missions_kind" CHECK ("missions"."kind" in ('BET', 'DEPOSIT', 'LOGIN_DAYS', 'GAMES')),
	CONSTRAINT "missions_status" CHECK ("missions"."status" in ('LIVE', 'CLOSED')),
	CONSTRAINT "missions_amounts" CHECK ("missions"."target" > 0 and "missions"."reward" >= 0 and "missions"."score" >= 0)
);
--> statement-breakpoint
CREATE TABLE "referral_codes" (
	"member_id" bigint PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referral_codes_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "referral_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"deposit_threshold" bigint DEFAULT 0 NOT NULL,
	"valid_bet_threshold" bigint DEFAULT 0 NOT NULL,
	"referrer_reward" bigint DEFAULT 0 NOT NULL,
	"invitee_reward" bigint DEFAULT 0 NOT NULL,
	"reward_wagering" numeric(4, 1) DEFAULT '1' NOT NULL,
	"updated_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referral_settings_one" CHECK ("referral_settings"."id" = 1),
	CONSTRAINT "referral_settings_amounts" CHECK ("referral_settings"."deposit_threshold" >= 0 and "referral_settings"."valid_bet_threshold" >= 0 and "referral_settings"."referrer_reward" >= 0
          and "referral_settings"."invitee_reward" >= 0)
);
--> statement-breakpoint
CREATE TABLE "referrals" (
	"invitee_id" bigint PRIMARY KEY NOT NULL,
	"referrer_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"rewarded_at" timestamp with time zone,
	"referrer_reward" bigint,
	"invitee_reward" bigint,
	"referrer_bonus_id" bigint,
	"invitee_bonus_id" bigint,
	CONSTRAINT "referrals_not_self" CHECK ("referrals"."invitee_id" <> "referrals"."referrer_id")
);
--> statement-breakpoint
ALTER TABLE "member_login_days" ADD CONSTRAINT "member_login_days_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission_claims" ADD CONSTRAINT "mission_claims_mission_id_missions_id_fk" FOREIGN KEY ("mission_id") REFERENCES "public"."missions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission_claims" ADD CONSTRAINT "mission_claims_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission_claims" ADD CONSTRAINT "mission_claims_bonus_id_bonuses_id_fk" FOREIGN KEY ("bonus_id") REFERENCES "public"."bonuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_codes" ADD CONSTRAINT "referral_codes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_invitee_id_members_id_fk" FOREIGN KEY ("invitee_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_referrer_id_members_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_referrer_bonus_id_bonuses_id_fk" FOREIGN KEY ("referrer_bonus_id") REFERENCES "public"."bonuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_invitee_bonus_id_bonuses_id_fk" FOREIGN KEY ("invitee_bonus_id") REFERENCES "public"."bonuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mission_claims_week" ON "mission_claims" USING btree ("week","member_id");--> statement-breakpoint
CREATE INDEX "referrals_referrer" ON "referrals" USING btree ("referrer_id","created_at");