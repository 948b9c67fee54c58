CREATE TABLE "member_active_days" (
	"member_id" bigint NOT NULL,
	"day" date NOT NULL,
	"counted" boolean DEFAULT false NOT NULL,
	CONSTRAINT "member_active_days_member_id_day_pk" PRIMARY KEY("member_id","day")
);
--> statement-breakpoint
CREATE TABLE "team_active_runs" (
	"agent_id" bigint NOT NULL,
	"scope" text NOT NULL,
	"day" date NOT NULL,
	"prev_day" date NOT NULL,
	"members" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "team_active_runs_agent_id_scope_day_prev_day_pk" PRIMARY KEY("agent_id","scope","day","prev_day"),
	CONSTRAINT "team_active_runs_scope" CHECK ("team_active_runs"."scope" in ('D', 'T'))
);
--> statement-breakpoint
ALTER TABLE "member_active_days" ADD CONSTRAINT "member_active_days_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_active_runs" ADD CONSTRAINT "team_active_runs_agent_id_members_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_active_days_fresh" ON "member_active_days" USING btree ("member_id") WHERE not "member_active_days"."counted";--> statement-breakpoint
-- Backfill (decision 0031): every day a member was active so far, not yet counted; the next team roll-up counts them.
INSERT INTO member_active_days (member_id, day)
SELECT member_id, period_start FROM member_active_periods WHERE kind = 'D';--> statement-breakpoint
DROP TABLE "member_active_periods" CASCADE;--> statement-breakpoint
DROP TABLE "team_active_members" CASCADE;
