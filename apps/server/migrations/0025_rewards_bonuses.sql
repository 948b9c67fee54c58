CREATE TABLE "bonuses" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"source" text NOT NULL,
	"source_ref" text NOT NULL,
	"title" text NOT NULL,
	"amount" bigint NOT NULL,
	"wagering_required" bigint NOT NULL,
	"wagered" bigint DEFAULT 0 NOT NULL,
	"contributions" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text NOT NULL,
	"granted_by" bigint,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"grant_transaction_id" bigint,
	"completed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" bigint,
	"cancel_reason" text,
	"reclaimed" bigint,
	"cancel_transaction_id" bigint,
	CONSTRAINT "bonuses_source" UNIQUE("source","source_ref"),
	CONSTRAINT "bonuses_status" CHECK ("bonuses"."status" in ('ACTIVE', 'COMPLETED', 'CANCELLED')),
	CONSTRAINT "bonuses_amount" CHECK ("bonuses"."amount" > 0),
	CONSTRAINT "bonuses_wagering" CHECK ("bonuses"."wagering_required" >= 0 and "bonuses"."wagered" >= 0)
);
--> statement-breakpoint
CREATE TABLE "reward_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"category_code" text,
	"amount" bigint NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"reference" text NOT NULL,
	CONSTRAINT "reward_events_kind" CHECK ("reward_events"."kind" in ('BET', 'DEPOSIT'))
);
--> statement-breakpoint
ALTER TABLE "bonuses" ADD CONSTRAINT "bonuses_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_events" ADD CONSTRAINT "reward_events_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bonuses_member" ON "bonuses" USING btree ("member_id","granted_at");--> statement-breakpoint
CREATE INDEX "bonuses_active" ON "bonuses" USING btree ("member_id") WHERE "bonuses"."status" = 'ACTIVE';