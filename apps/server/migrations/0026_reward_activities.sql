CREATE TABLE "activities" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"promotion_type" text NOT NULL,
	"rules" jsonb NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"status" text DEFAULT 'LIVE' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activities_kind" CHECK ("activities"."kind" in ('FIRST_DEPOSIT', 'DAILY_SIGN_IN')),
	CONSTRAINT "activities_status" CHECK ("activities"."status" in ('LIVE', 'CLOSED'))
);
--> statement-breakpoint
CREATE TABLE "activity_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"activity_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"period" text DEFAULT '' NOT NULL,
	"state" text NOT NULL,
	"amount" bigint,
	"qualified_by" text,
	"streak" integer,
	"bonus_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activity_entries_once" UNIQUE("activity_id","member_id","period"),
	CONSTRAINT "activity_entries_state" CHECK ("activity_entries"."state" in ('JOINED', 'CLAIMABLE', 'CLAIMED', 'SIGNED'))
);
--> statement-breakpoint
ALTER TABLE "reward_events" ADD COLUMN "first_deposit" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "activity_entries" ADD CONSTRAINT "activity_entries_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_entries" ADD CONSTRAINT "activity_entries_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_entries" ADD CONSTRAINT "activity_entries_bonus_id_bonuses_id_fk" FOREIGN KEY ("bonus_id") REFERENCES "public"."bonuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_entries_member" ON "activity_entries" USING btree ("member_id","activity_id");