CREATE TABLE "rebate_accruals" (
	"member_id" bigint NOT NULL,
	"category_code" text NOT NULL,
	"valid_bet" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rebate_accruals_member_id_category_code_pk" PRIMARY KEY("member_id","category_code"),
	CONSTRAINT "rebate_accruals_positive" CHECK ("rebate_accruals"."valid_bet" >= 0)
);
--> statement-breakpoint
CREATE TABLE "rebate_claims" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"lines" jsonb NOT NULL,
	"transaction_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rebate_rates" (
	"category_code" text PRIMARY KEY NOT NULL,
	"rate_ppm" integer NOT NULL,
	"updated_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rebate_rates_range" CHECK ("rebate_rates"."rate_ppm" between 0 and 50000)
);
--> statement-breakpoint
ALTER TABLE "rebate_accruals" ADD CONSTRAINT "rebate_accruals_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rebate_claims" ADD CONSTRAINT "rebate_claims_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rebate_claims_member" ON "rebate_claims" USING btree ("member_id","created_at");