import type { GamesDb } from './games-db';

/**
 * The provider's schema, applied in order at start, each step once (gp_migrations), under an advisory lock so
 * that several nodes starting together apply it once.
 */
const STEPS: readonly string[] = [
  `create table gp_sessions (
     token_hash bytea primary key,
     mode text not null check (mode in ('real', 'demo')),
     vendor_code text not null,
     game_code text not null,
     category text not null,
     engine text not null,
     player_id text,
     launch_token text,
     currency text not null,
     demo_balance bigint,
     language text not null,
     created_at timestamptz not null default now(),
     expires_at timestamptz not null,
     check ((mode = 'real') = (player_id is not null and launch_token is not null)),
     check ((mode = 'demo') = (demo_balance is not null))
   );
   create index gp_sessions_expiry on gp_sessions (expires_at);
   create table gp_seeds (
     id bigserial primary key,
     owner text not null,
     server_seed text not null,
     server_seed_hash text not null,
     client_seed text not null,
     next_nonce integer not null default 0,
     created_at timestamptz not null default now(),
     revealed_at timestamptz
   );
   create unique index gp_seeds_active on gp_seeds (owner) where revealed_at is null;
   create table gp_rounds (
     round_id text primary key,
     owner text not null,
     mode text not null,
     player_id text,
     vendor_code text not null,
     game_code text not null,
     seed_id bigint not null references gp_seeds (id),
     nonce integer not null,
     currency text not null,
     stake bigint not null check (stake > 0),
     payout bigint not null check (payout >= 0),
     outcome jsonb not null,
     status text not null
       check (status in ('BETTING', 'PAYING', 'SETTLED', 'CANCELLING', 'CANCELLED', 'REFUSED', 'VOID')),
     refusal text,
     created_at timestamptz not null default now(),
     settled_at timestamptz,
     unique (seed_id, nonce)
   );
   create index gp_rounds_owner on gp_rounds (owner, created_at desc);
   create index gp_rounds_unsettled on gp_rounds (status, created_at) where status in ('BETTING', 'PAYING', 'CANCELLING');
   create table gp_draws (
     family text not null,
     draw_id text not null,
     server_seed text not null,
     server_seed_hash text not null,
     draws_at timestamptz not null,
     result jsonb,
     drawn_at timestamptz,
     primary key (family, draw_id)
   );
   create index gp_draws_pending on gp_draws (draws_at) where drawn_at is null;
   create table gp_tickets (
     ticket_id text primary key,
     family text not null,
     draw_id text not null,
     owner text not null,
     mode text not null,
     player_id text,
     vendor_code text not null,
     game_code text not null,
     bet_type text not null,
     selection text not null,
     currency text not null,
     stake bigint not null check (stake > 0),
     payout bigint not null default 0,
     status text not null
       check (status in ('PLACING', 'OPEN', 'PAYING', 'WON', 'LOST', 'CANCELLING', 'CANCELLED', 'REFUSED', 'VOID')),
     refusal text,
     created_at timestamptz not null default now(),
     settled_at timestamptz,
     foreign key (family, draw_id) references gp_draws (family, draw_id)
   );
   create index gp_tickets_owner on gp_tickets (owner, created_at desc);
   create index gp_tickets_draw on gp_tickets (family, draw_id, status);
   create index gp_tickets_unsettled on gp_tickets (status, created_at) where status in ('PLACING', 'PAYING', 'CANCELLING');`,
];

export async function migrateGames(db: GamesDb): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query(`select pg_advisory_xact_lock(hashtext('playhall-games-migrations'))`);
    await tx.exec(
      'create table if not exists gp_migrations (version integer primary key, applied_at timestamptz not null default now())',
    );
    const [row] = await tx.query<{ version: number | null }>(
      'select max(version) as version from gp_migrations',
    );
    const applied = row?.version ?? 0;
    for (let version = applied + 1; version <= STEPS.length; version++) {
      await tx.exec(STEPS[version - 1] ?? '');
      await tx.query('insert into gp_migrations (version) values ($1)', [version]);
    }
  });
}
