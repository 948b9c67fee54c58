CREATE TABLE "help_articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"category" text NOT NULL,
	"device" text DEFAULT 'ALL' NOT NULL,
	"title" jsonb NOT NULL,
	"content" jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "help_articles_category" CHECK ("help_articles"."category" in ('GUIDE', 'ACCOUNT', 'DEPOSIT', 'WITHDRAWAL', 'GAMES', 'SECURITY', 'TERMS', 'PRIVACY')),
	CONSTRAINT "help_articles_device" CHECK ("help_articles"."device" in ('WEB', 'H5', 'ALL')),
	CONSTRAINT "help_articles_texts_are_objects" CHECK (jsonb_typeof("help_articles"."title") = 'object' and jsonb_typeof("help_articles"."content") = 'object')
);
--> statement-breakpoint
CREATE INDEX "help_articles_category_order" ON "help_articles" USING btree ("category","sort_order");