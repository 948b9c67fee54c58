CREATE TABLE "member_active_periods" (
	"member_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"period_start" date NOT NULL,
	CONSTRAINT "member_active_periods_member_id_kind_period_start_pk" PRIMARY KEY("member_id","kind","period_start"),
	CONSTRAINT "member_active_periods_kind" CHECK ("member_active_periods"."kind" in ('D', 'W', 'M'))
);
--> statement-breakpoint
CREATE TABLE "member_daily_money" (
	"member_id" bigint NOT NULL,
	"day" date NOT NULL,
	"registered" integer DEFAULT 0 NOT NULL,
	"first_deposits" integer DEFAULT 0 NOT NULL,
	"deposit_count" integer DEFAULT 0 NOT NULL,
	"deposits" bigint DEFAULT 0 NOT NULL,
	"withdrawal_count" integer DEFAULT 0 NOT NULL,
	"withdrawals" bigint DEFAULT 0 NOT NULL,
	"bonuses" bigint DEFAULT 0 NOT NULL,
	"rebates" bigint DEFAULT 0 NOT NULL,
	"adjustments" bigint DEFAULT 0 NOT NULL,
	"transfers_in" bigint DEFAULT 0 NOT NULL,
	"transfers_out" bigint DEFAULT 0 NOT NULL,
	"dirty" boolean DEFAULT true NOT NULL,
	"rolled_registered" integer DEFAULT 0 NOT NULL,
	"rolled_first_deposits" integer DEFAULT 0 NOT NULL,
	"rolled_deposit_count" integer DEFAULT 0 NOT NULL,
	"rolled_deposits" bigint DEFAULT 0 NOT NULL,
	"rolled_withdrawal_count" integer DEFAULT 0 NOT NULL,
	"rolled_withdrawals" bigint DEFAULT 0 NOT NULL,
	"rolled_bonuses" bigint DEFAULT 0 NOT NULL,
	"rolled_rebates" bigint DEFAULT 0 NOT NULL,
	"rolled_adjustments" bigint DEFAULT 0 NOT NULL,
	"rolled_transfers_in" bigint DEFAULT 0 NOT NULL,
	"rolled_transfers_out" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "member_daily_money_member_id_day_pk" PRIMARY KEY("member_id","day")
);
--> statement-breakpoint
CREATE TABLE "team_active_members" (
	"agent_id" bigint NOT NULL,
	"scope" text NOT NULL,
	"kind" text NOT NULL,
	"period_start" date NOT NULL,
	"members" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "team_active_members_agent_id_scope_kind_period_start_pk" PRIMARY KEY("agent_id","scope","kind","period_start"),
	CONSTRAINT "team_active_members_scope" CHECK ("team_active_members"."scope" in ('D', 'T')),
	CONSTRAINT "team_active_members_kind" CHECK ("team_active_members"."kind" in ('D', 'W', 'M'))
);
--> statement-breakpoint
CREATE TABLE "team_daily_bets" (
	"agent_id" bigint NOT NULL,
	"day" date NOT NULL,
	"scope" text NOT NULL,
	"category_code" text NOT NULL,
	"bet_count" integer DEFAULT 0 NOT NULL,
	"valid_bet" bigint DEFAULT 0 NOT NULL,
	"payout" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "team_daily_bets_agent_id_scope_day_category_code_pk" PRIMARY KEY("agent_id","scope","day","category_code"),
	CONSTRAINT "team_daily_bets_scope" CHECK ("team_daily_bets"."scope" in ('D', 'T'))
);
--> statement-breakpoint
CREATE TABLE "team_daily_money" (
	"agent_id" bigint NOT NULL,
	"day" date NOT NULL,
	"scope" text NOT NULL,
	"registered" integer DEFAULT 0 NOT NULL,
	"first_deposits" integer DEFAULT 0 NOT NULL,
	"deposit_count" integer DEFAULT 0 NOT NULL,
	"deposits" bigint DEFAULT 0 NOT NULL,
	"withdrawal_count" integer DEFAULT 0 NOT NULL,
	"withdrawals" bigint DEFAULT 0 NOT NULL,
	"bonuses" bigint DEFAULT 0 NOT NULL,
	"rebates" bigint DEFAULT 0 NOT NULL,
	"adjustments" bigint DEFAULT 0 NOT NULL,
	"transfers_in" bigint DEFAULT 0 NOT NULL,
	"transfers_out" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "team_daily_money_agent_id_scope_day_pk" PRIMARY KEY("agent_id","scope","day"),
	CONSTRAINT "team_daily_money_scope" CHECK ("team_daily_money"."scope" in ('D', 'T'))
);
--> statement-breakpoint
ALTER TABLE "member_daily_stats" ADD COLUMN "dirty" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "member_daily_stats" ADD COLUMN "rolled_bet_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "member_daily_stats" ADD COLUMN "rolled_valid_bet" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "member_daily_stats" ADD COLUMN "rolled_payout" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "member_active_periods" ADD CONSTRAINT "member_active_periods_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_daily_money" ADD CONSTRAINT "member_daily_money_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_active_members" ADD CONSTRAINT "team_active_members_agent_id_members_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_daily_bets" ADD CONSTRAINT "team_daily_bets_agent_id_members_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_daily_money" ADD CONSTRAINT "team_daily_money_agent_id_members_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_daily_money_dirty" ON "member_daily_money" USING btree ("member_id") WHERE "member_daily_money"."dirty";--> statement-breakpoint
CREATE INDEX "member_daily_stats_dirty" ON "member_daily_stats" USING btree ("member_id") WHERE "member_daily_stats"."dirty";--> statement-breakpoint
-- Backfill (decision 0028): the figures of what happened before this migration, from the members and the ledger, in
-- the brand's days. Every row starts dirty, so the first team roll-up adds it to the uplines.
INSERT INTO member_daily_money (member_id, day, registered)
SELECT m.id, (m.created_at AT TIME ZONE s.time_zone)::date, 1 FROM members m CROSS JOIN site_settings s;--> statement-breakpoint
INSERT INTO member_daily_money AS d (member_id, day, deposit_count, deposits, withdrawal_count, withdrawals,
  adjustments, transfers_in, transfers_out)
SELECT a.member_id, (t.created_at AT TIME ZONE s.time_zone)::date,
  count(*) FILTER (WHERE t.kind = 'DEPOSIT'),
  coalesce(sum(e.amount) FILTER (WHERE t.kind = 'DEPOSIT'), 0),
  count(*) FILTER (WHERE t.kind = 'WITHDRAWAL_PAYOUT') - count(*) FILTER (WHERE t.kind = 'WITHDRAWAL_REFUND'),
  coalesce(-sum(e.amount) FILTER (WHERE t.kind IN ('WITHDRAWAL_PAYOUT', 'WITHDRAWAL_REFUND')), 0),
  coalesce(sum(e.amount) FILTER (WHERE t.kind = 'ADJUSTMENT'), 0),
  coalesce(sum(e.amount) FILTER (WHERE t.kind = 'TRANSFER_UPLINE' AND e.amount > 0), 0),
  coalesce(-sum(e.amount) FILTER (WHERE t.kind = 'TRANSFER_UPLINE' AND e.amount < 0), 0)
FROM ledger_entries e
JOIN ledger_transactions t ON t.id = e.transaction_id
JOIN ledger_accounts a ON a.id = e.account_id AND a.kind IN ('PLAYER', 'AGENT')
CROSS JOIN site_settings s
WHERE t.kind IN ('DEPOSIT', 'WITHDRAWAL_PAYOUT', 'WITHDRAWAL_REFUND', 'ADJUSTMENT', 'TRANSFER_UPLINE')
GROUP BY 1, 2
ON CONFLICT (member_id, day) DO UPDATE SET
  deposit_count = d.deposit_count + excluded.deposit_count, deposits = d.deposits + excluded.deposits,
  withdrawal_count = d.withdrawal_count + excluded.withdrawal_count,
  withdrawals = d.withdrawals + excluded.withdrawals, adjustments = d.adjustments + excluded.adjustments,
  transfers_in = d.transfers_in + excluded.transfers_in, transfers_out = d.transfers_out + excluded.transfers_out;--> statement-breakpoint
UPDATE member_daily_money d SET first_deposits = 1
FROM (SELECT p.member_id, (min(p.resolved_at) AT TIME ZONE s.time_zone)::date AS day
      FROM deposits p CROSS JOIN site_settings s WHERE p.status = 'CREDITED' GROUP BY p.member_id, s.time_zone) f
WHERE d.member_id = f.member_id AND d.day = f.day;
