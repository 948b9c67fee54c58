CREATE TABLE "activity_application_images" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"entry_id" bigint NOT NULL,
	"position" integer NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activity_application_images_place" UNIQUE("entry_id","position"),
	CONSTRAINT "activity_application_images_position" CHECK ("activity_application_images"."position" between 0 and 2)
);
--> statement-breakpoint
CREATE TABLE "wheel_seeds" (
	"activity_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"server_seed" text NOT NULL,
	"seed_hash" text NOT NULL,
	"nonce" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wheel_seeds_activity_id_member_id_pk" PRIMARY KEY("activity_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "wheel_spins" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"activity_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"period" text NOT NULL,
	"server_seed" text NOT NULL,
	"seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"nonce" integer NOT NULL,
	"segment" integer NOT NULL,
	"amount" bigint NOT NULL,
	"bonus_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wheel_spins_once" UNIQUE("activity_id","member_id","period")
);
--> statement-breakpoint
ALTER TABLE "activities" DROP CONSTRAINT "activities_kind";--> statement-breakpoint
ALTER TABLE "activity_entries" DROP CONSTRAINT "activity_entries_state";--> statement-breakpoint
ALTER TABLE "activity_entries" ADD COLUMN "comment" text;--> statement-breakpoint
ALTER TABLE "activity_entries" ADD COLUMN "decided_by" bigint;--> statement-breakpoint
ALTER TABLE "activity_entries" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "activity_entries" ADD COLUMN "decision_note" text;--> statement-breakpoint
ALTER TABLE "activity_application_images" ADD CONSTRAINT "activity_application_images_entry_id_activity_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."activity_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wheel_seeds" ADD CONSTRAINT "wheel_seeds_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wheel_seeds" ADD CONSTRAINT "wheel_seeds_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wheel_spins" ADD CONSTRAINT "wheel_spins_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wheel_spins" ADD CONSTRAINT "wheel_spins_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wheel_spins" ADD CONSTRAINT "wheel_spins_bonus_id_bonuses_id_fk" FOREIGN KEY ("bonus_id") REFERENCES "public"."bonuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wheel_spins_recent" ON "wheel_spins" USING btree ("activity_id","created_at");--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_kind" CHECK ("activities"."kind" in ('FIRST_DEPOSIT', 'DAILY_SIGN_IN', 'RED_ENVELOPE', 'CASH_BACK', 'RELOAD', 'LUCKY_WHEEL', 'APPLICATION'));--> statement-breakpoint
ALTER TABLE "activity_entries" ADD CONSTRAINT "activity_entries_state" CHECK ("activity_entries"."state" in ('JOINED', 'CLAIMABLE', 'CLAIMED', 'SIGNED', 'IN_PROCESS', 'ISSUED', 'REJECTED'));