CREATE TABLE "favourite_games" (
	"member_id" bigint NOT NULL,
	"node_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourite_games_member_id_node_id_pk" PRIMARY KEY("member_id","node_id")
);
--> statement-breakpoint
CREATE TABLE "games" (
	"node_id" integer PRIMARY KEY NOT NULL,
	"vendor_code" text NOT NULL,
	"category_code" text NOT NULL,
	"game_code" text NOT NULL,
	"names" jsonb NOT NULL,
	"classify" text,
	"is_game" text DEFAULT 'GAME' NOT NULL,
	"is_hot" boolean DEFAULT false NOT NULL,
	"is_new" boolean DEFAULT false NOT NULL,
	"free_trial" boolean DEFAULT false NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "games_is_game" CHECK ("games"."is_game" in ('GAME', 'VASSALAGE'))
);
--> statement-breakpoint
CREATE TABLE "launch_tokens" (
	"token_hash" "bytea" PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"vendor_code" text NOT NULL,
	"game_code" text NOT NULL,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"start_by" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recent_games" (
	"member_id" bigint NOT NULL,
	"node_id" integer NOT NULL,
	"last_played_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recent_games_member_id_node_id_pk" PRIMARY KEY("member_id","node_id")
);
--> statement-breakpoint
CREATE TABLE "bets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"vendor_code" text NOT NULL,
	"tx_id" text NOT NULL,
	"member_id" bigint NOT NULL,
	"game_code" text NOT NULL,
	"category_code" text NOT NULL,
	"round_id" text NOT NULL,
	"stake" bigint NOT NULL,
	"valid_bet" bigint NOT NULL,
	"payout" bigint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "bets_status" CHECK ("bets"."status" in ('OPEN', 'SETTLED', 'ROLLED_BACK'))
);
--> statement-breakpoint
CREATE TABLE "member_daily_stats" (
	"member_id" bigint NOT NULL,
	"day" date NOT NULL,
	"category_code" text NOT NULL,
	"bet_count" integer DEFAULT 0 NOT NULL,
	"stake" bigint DEFAULT 0 NOT NULL,
	"valid_bet" bigint DEFAULT 0 NOT NULL,
	"payout" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "member_daily_stats_member_id_day_category_code_pk" PRIMARY KEY("member_id","day","category_code")
);
--> statement-breakpoint
CREATE TABLE "provider_callbacks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"vendor_code" text NOT NULL,
	"tx_id" text NOT NULL,
	"action" text NOT NULL,
	"body_hash" text NOT NULL,
	"member_id" bigint,
	"round_id" text,
	"ref_tx_id" text,
	"amount" bigint DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"ledger_transaction_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider_tombstones" (
	"vendor_code" text NOT NULL,
	"bet_tx_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_tombstones_vendor_code_bet_tx_id_pk" PRIMARY KEY("vendor_code","bet_tx_id")
);
--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "secret" text;--> statement-breakpoint
ALTER TABLE "favourite_games" ADD CONSTRAINT "favourite_games_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourite_games" ADD CONSTRAINT "favourite_games_node_id_games_node_id_fk" FOREIGN KEY ("node_id") REFERENCES "public"."games"("node_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_vendor_code_vendors_code_fk" FOREIGN KEY ("vendor_code") REFERENCES "public"."vendors"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_category_code_game_categories_code_fk" FOREIGN KEY ("category_code") REFERENCES "public"."game_categories"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "launch_tokens" ADD CONSTRAINT "launch_tokens_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recent_games" ADD CONSTRAINT "recent_games_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recent_games" ADD CONSTRAINT "recent_games_node_id_games_node_id_fk" FOREIGN KEY ("node_id") REFERENCES "public"."games"("node_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bets" ADD CONSTRAINT "bets_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_daily_stats" ADD CONSTRAINT "member_daily_stats_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_callbacks" ADD CONSTRAINT "provider_callbacks_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "favourite_games_member" ON "favourite_games" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "games_vendor_code" ON "games" USING btree ("vendor_code","game_code");--> statement-breakpoint
CREATE INDEX "games_category" ON "games" USING btree ("category_code","sort_order");--> statement-breakpoint
CREATE INDEX "launch_tokens_member" ON "launch_tokens" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "recent_games_member" ON "recent_games" USING btree ("member_id","last_played_at");--> statement-breakpoint
CREATE UNIQUE INDEX "bets_tx" ON "bets" USING btree ("vendor_code","tx_id");--> statement-breakpoint
CREATE INDEX "bets_member" ON "bets" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "bets_round" ON "bets" USING btree ("vendor_code","round_id");--> statement-breakpoint
CREATE UNIQUE INDEX "provider_callbacks_tx" ON "provider_callbacks" USING btree ("vendor_code","tx_id");--> statement-breakpoint
CREATE INDEX "provider_callbacks_ref" ON "provider_callbacks" USING btree ("vendor_code","ref_tx_id");--> statement-breakpoint
CREATE INDEX "provider_callbacks_round" ON "provider_callbacks" USING btree ("vendor_code","round_id");