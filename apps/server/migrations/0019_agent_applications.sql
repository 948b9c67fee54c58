CREATE TABLE "agent_applications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"reason" text NOT NULL,
	"expected_team_size" integer NOT NULL,
	"contact" text NOT NULL,
	"decided_by" bigint,
	"decided_at" timestamp with time zone,
	"reject_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_applications_status" CHECK ("agent_applications"."status" in ('PENDING', 'APPROVED', 'REJECTED')),
	CONSTRAINT "agent_applications_decided" CHECK (("agent_applications"."status" = 'PENDING') = ("agent_applications"."decided_at" is null)
        and ("agent_applications"."status" = 'REJECTED') = ("agent_applications"."reject_reason" is not null))
);
--> statement-breakpoint
ALTER TABLE "agent_applications" ADD CONSTRAINT "agent_applications_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_applications" ADD CONSTRAINT "agent_applications_decided_by_operators_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agent_applications_one_open" ON "agent_applications" USING btree ("member_id") WHERE "agent_applications"."status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "agent_applications_member" ON "agent_applications" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "agent_applications_pending" ON "agent_applications" USING btree ("id") WHERE "agent_applications"."status" = 'PENDING';