CREATE TABLE "mall_items" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"points" bigint NOT NULL,
	"amount" bigint,
	"wagering_halves" integer DEFAULT 0 NOT NULL,
	"stock" integer,
	"visible" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mall_items_kind" CHECK ("mall_items"."kind" in ('CASH', 'BONUS', 'GOODS')),
	CONSTRAINT "mall_items_points" CHECK ("mall_items"."points" > 0),
	CONSTRAINT "mall_items_stock" CHECK ("mall_items"."stock" is null or "mall_items"."stock" >= 0),
	CONSTRAINT "mall_items_amount" CHECK (("mall_items"."kind" = 'BONUS') = ("mall_items"."amount" is not null and "mall_items"."amount" > 0)),
	CONSTRAINT "mall_items_wagering" CHECK ("mall_items"."wagering_halves" between 0 and 200)
);
--> statement-breakpoint
CREATE TABLE "point_accounts" (
	"member_id" bigint PRIMARY KEY NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"earned" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "point_accounts_balance" CHECK ("point_accounts"."balance" >= 0 and "point_accounts"."earned" >= 0)
);
--> statement-breakpoint
CREATE TABLE "point_records" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"points" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"amount" bigint,
	"redemption_id" bigint,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "point_records_redemption" UNIQUE("redemption_id","kind"),
	CONSTRAINT "point_records_kind" CHECK ("point_records"."kind" in ('EARN', 'REDEEM', 'REFUND')),
	CONSTRAINT "point_records_sign" CHECK (("point_records"."kind" = 'REDEEM') = ("point_records"."points" < 0) and "point_records"."points" <> 0),
	CONSTRAINT "point_records_balance" CHECK ("point_records"."balance_after" >= 0)
);
--> statement-breakpoint
CREATE TABLE "point_redemptions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"member_id" bigint NOT NULL,
	"item_id" bigint NOT NULL,
	"request_id" text NOT NULL,
	"kind" text NOT NULL,
	"item_name" text NOT NULL,
	"quantity" integer NOT NULL,
	"points" bigint NOT NULL,
	"amount" bigint,
	"wagering_required" bigint,
	"stock_taken" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'IN_PROCESS' NOT NULL,
	"remark" text,
	"decided_by" bigint,
	"decided_at" timestamp with time zone,
	"transaction_id" bigint,
	"bonus_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "point_redemptions_reference" UNIQUE("reference"),
	CONSTRAINT "point_redemptions_request" UNIQUE("member_id","request_id"),
	CONSTRAINT "point_redemptions_status" CHECK ("point_redemptions"."status" in ('IN_PROCESS', 'APPROVED', 'REJECTED')),
	CONSTRAINT "point_redemptions_quantity" CHECK ("point_redemptions"."quantity" > 0 and "point_redemptions"."points" > 0)
);
--> statement-breakpoint
CREATE TABLE "point_remainders" (
	"member_id" bigint NOT NULL,
	"category_code" text NOT NULL,
	"valid_bet" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "point_remainders_member_id_category_code_pk" PRIMARY KEY("member_id","category_code"),
	CONSTRAINT "point_remainders_positive" CHECK ("point_remainders"."valid_bet" >= 0)
);
--> statement-breakpoint
CREATE TABLE "point_rules" (
	"category_code" text PRIMARY KEY NOT NULL,
	"valid_bet_per_point" bigint NOT NULL,
	"updated_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "point_rules_positive" CHECK ("point_rules"."valid_bet_per_point" > 0)
);
--> statement-breakpoint
CREATE TABLE "point_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"points_per_unit" integer NOT NULL,
	"updated_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "point_settings_one" CHECK ("point_settings"."id" = 1),
	CONSTRAINT "point_settings_ratio" CHECK ("point_settings"."points_per_unit" between 1 and 1000000)
);
--> statement-breakpoint
ALTER TABLE "point_accounts" ADD CONSTRAINT "point_accounts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_records" ADD CONSTRAINT "point_records_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_records" ADD CONSTRAINT "point_records_redemption_id_point_redemptions_id_fk" FOREIGN KEY ("redemption_id") REFERENCES "public"."point_redemptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_redemptions" ADD CONSTRAINT "point_redemptions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_redemptions" ADD CONSTRAINT "point_redemptions_item_id_mall_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."mall_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_remainders" ADD CONSTRAINT "point_remainders_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "point_records_member" ON "point_records" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "point_redemptions_member" ON "point_redemptions" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "point_redemptions_status" ON "point_redemptions" USING btree ("status","created_at");