CREATE TABLE "feedback_post_images" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"post_id" bigint NOT NULL,
	"position" integer NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feedback_post_images_place" UNIQUE("post_id","position"),
	CONSTRAINT "feedback_post_images_position" CHECK ("feedback_post_images"."position" between 0 and 2),
	CONSTRAINT "feedback_post_images_type" CHECK ("feedback_post_images"."content_type" in ('image/png', 'image/jpeg'))
);
--> statement-breakpoint
CREATE TABLE "feedback_posts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"ticket_id" bigint NOT NULL,
	"author" text NOT NULL,
	"operator_id" bigint,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feedback_posts_author" CHECK ("feedback_posts"."author" in ('MEMBER', 'OPERATOR')),
	CONSTRAINT "feedback_posts_operator" CHECK (("feedback_posts"."author" = 'OPERATOR') = ("feedback_posts"."operator_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "feedback_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"min_words" integer DEFAULT 5 NOT NULL,
	"max_words" integer DEFAULT 500 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feedback_settings_single_row" CHECK ("feedback_settings"."id" = 1),
	CONSTRAINT "feedback_settings_words" CHECK ("feedback_settings"."min_words" >= 1 and "feedback_settings"."max_words" >= "feedback_settings"."min_words")
);
--> statement-breakpoint
CREATE TABLE "feedback_tickets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"question_type" text NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	"closed_by" bigint,
	CONSTRAINT "feedback_tickets_type" CHECK ("feedback_tickets"."question_type" in ('DEPOSIT', 'WITHDRAW', 'GAME', 'CUSTOMER_SERVICE', 'APPLICATION', 'OTHER')),
	CONSTRAINT "feedback_tickets_status" CHECK ("feedback_tickets"."status" in ('OPEN', 'ANSWERED', 'CLOSED')),
	CONSTRAINT "feedback_tickets_closed" CHECK (("feedback_tickets"."status" = 'CLOSED') = ("feedback_tickets"."closed_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "feedback_post_images" ADD CONSTRAINT "feedback_post_images_post_id_feedback_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."feedback_posts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_posts" ADD CONSTRAINT "feedback_posts_ticket_id_feedback_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."feedback_tickets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_posts" ADD CONSTRAINT "feedback_posts_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_tickets" ADD CONSTRAINT "feedback_tickets_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_tickets" ADD CONSTRAINT "feedback_tickets_closed_by_operators_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feedback_posts_ticket" ON "feedback_posts" USING btree ("ticket_id","id");--> statement-breakpoint
CREATE INDEX "feedback_tickets_member" ON "feedback_tickets" USING btree ("member_id","updated_at");--> statement-breakpoint
CREATE INDEX "feedback_tickets_queue" ON "feedback_tickets" USING btree ("status","updated_at");