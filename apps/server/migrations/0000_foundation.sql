CREATE TABLE "game_categories" (
	"code" text PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendor_categories" (
	"vendor_code" text NOT NULL,
	"category_code" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "vendor_categories_vendor_code_category_code_pk" PRIMARY KEY("vendor_code","category_code")
);
--> statement-breakpoint
CREATE TABLE "vendors" (
	"code" text PRIMARY KEY NOT NULL,
	"display_name" text NOT NULL,
	"account_type_name" text NOT NULL,
	"wallet_type" text NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"brand_color" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "vendors_wallet_type" CHECK ("vendors"."wallet_type" in ('SEAMLESS', 'TRANSFER')),
	CONSTRAINT "vendors_status" CHECK ("vendors"."status" in ('ACTIVE', 'MAINTENANCE', 'DISABLED'))
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_name" text NOT NULL,
	"title" text NOT NULL,
	"image_url" text NOT NULL,
	"linkage_type" text,
	"linkage_target" text,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"country_code" text PRIMARY KEY NOT NULL,
	"dialing_code" text NOT NULL,
	"name" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "countries_code_format" CHECK ("countries"."country_code" ~ '^[A-Z]{2}$')
);
--> statement-breakpoint
CREATE TABLE "customer_services" (
	"id" serial PRIMARY KEY NOT NULL,
	"cs_type" text NOT NULL,
	"name" text NOT NULL,
	"path" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "domain_routes" (
	"id" serial PRIMARY KEY NOT NULL,
	"domain_name" text NOT NULL,
	"type" text NOT NULL,
	"device" smallint DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feature_modules" (
	"mod_id" text PRIMARY KEY NOT NULL,
	"parent_id" text,
	"name" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"execution" text NOT NULL,
	"title" jsonb NOT NULL,
	"content" jsonb NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "region_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"action" text NOT NULL,
	"kind" text NOT NULL,
	"value" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "region_rules_action" CHECK ("region_rules"."action" in ('BLOCK', 'ALLOW')),
	CONSTRAINT "region_rules_kind" CHECK ("region_rules"."kind" in ('IP', 'CIDR', 'COUNTRY'))
);
--> statement-breakpoint
CREATE TABLE "register_field_rules" (
	"field" text PRIMARY KEY NOT NULL,
	"enabled" boolean NOT NULL,
	"required" boolean NOT NULL,
	"pattern_id" integer,
	"min_length" integer NOT NULL,
	"max_length" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "register_field_rules_bounds" CHECK ("register_field_rules"."min_length" >= 0 and "register_field_rules"."max_length" >= "register_field_rules"."min_length")
);
--> statement-breakpoint
CREATE TABLE "register_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"default_mode" text NOT NULL,
	"captcha_on_register" boolean DEFAULT false NOT NULL,
	"default_country_dialing_code" text NOT NULL,
	"minimum_age" integer DEFAULT 18 NOT NULL,
	CONSTRAINT "register_settings_single_row" CHECK ("register_settings"."id" = 1),
	CONSTRAINT "register_settings_mode" CHECK ("register_settings"."default_mode" in ('USERNAME', 'MOBILE'))
);
--> statement-breakpoint
CREATE TABLE "site_resources" (
	"id" serial PRIMARY KEY NOT NULL,
	"resource_type" text NOT NULL,
	"label_name_en" text NOT NULL,
	"url" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"brand_name" text NOT NULL,
	"merchant_code" text NOT NULL,
	"currency" text NOT NULL,
	"currency_symbol" text NOT NULL,
	"time_zone" text NOT NULL,
	"default_language" text NOT NULL,
	"licence" text NOT NULL,
	"main_domain" text NOT NULL,
	"gtag_id" text,
	"image_cdns" jsonb NOT NULL,
	"launch_game_cdns" jsonb NOT NULL,
	"maintenance_enabled" boolean DEFAULT false NOT NULL,
	"maintenance_start" timestamp with time zone,
	"maintenance_end" timestamp with time zone,
	"region_restriction_enabled" boolean DEFAULT false NOT NULL,
	"support_email" text,
	"support_telegram" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_settings_single_row" CHECK ("site_settings"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "vendor_categories" ADD CONSTRAINT "vendor_categories_vendor_code_vendors_code_fk" FOREIGN KEY ("vendor_code") REFERENCES "public"."vendors"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_categories" ADD CONSTRAINT "vendor_categories_category_code_game_categories_code_fk" FOREIGN KEY ("category_code") REFERENCES "public"."game_categories"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "region_rules_unique" ON "region_rules" USING btree ("action","kind","value");