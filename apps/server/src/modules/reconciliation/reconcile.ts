import { parseAmount } from '@playhall/contracts/money';
import type { RoundLogEntry } from '@playhall/contracts/provider';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import { selectVendorBets, type VendorBet } from '../bets/queries';
import type { VendorAdapter } from '../catalogue/vendor-adapter';
import type { WalletCallbacks } from '../provider/wallet-callbacks';

/**
 * The two sides' clocks differ by the length of a callback (the provider logs a round, then bets): a wager whose
 * other side falls just outside the period is still found within this margin.
 */
const MARGIN_MS = 5 * 60_000;
/** A run that has said nothing for this long died with its node; another run takes it over. */
const STALE_RUN_MS = 10 * 60_000;
/** The job reconciles whole hours, once the last callbacks of the hour have had this long to land. */
const SETTLE_LAG_MS = 10 * 60_000;
const HOUR_MS = 3_600_000;

export type ItemKind = 'WALLET_ONLY' | 'PROVIDER_ONLY' | 'MISMATCH' | 'PENDING';
export type Repair = 'TO_DO' | 'ROLLED_BACK' | 'VOIDED' | 'NONE' | 'FAILED';

export type Finding = {
  betTxId: string;
  kind: ItemKind;
  memberId: bigint | null;
  roundId: string | null;
  providerState: string | null;
  walletStatus: string | null;
  providerStake: bigint | null;
  walletStake: bigint | null;
  providerPayout: bigint | null;
  walletPayout: bigint | null;
  repair: Repair;
};

export type RunRow = {
  id: bigint;
  vendor_code: string;
  period_start: Date | string;
  period_end: Date | string;
  status: 'RUNNING' | 'REPAIRING' | 'DONE' | 'FAILED';
  provider_rounds: number;
  wallet_bets: number;
  matched: number;
  issues: number;
  repaired: number;
  error: string | null;
  started_at: Date | string;
  finished_at: Date | string | null;
};

const inPeriod = (at: Date | string, from: Date, to: Date) => {
  const time = new Date(at).getTime();
  return time >= from.getTime() && time < to.getTime();
};

/**
 * Compares what the provider says of each wager with what the wallet holds (pure, so the rules are testable on
 * their own). A stake stands on the provider's side when its round is STAKED or SETTLED, on the wallet's when its
 * bet is OPEN or SETTLED. One side holding a stake the other does not is repaired by a rollback on the side that
 * holds it; a difference in amounts is reported for an operator, as is a wager still in flight in a closed period.
 */
export function compare(
  provider: readonly RoundLogEntry[],
  wallet: readonly VendorBet[],
  from: Date,
  to: Date,
): { findings: Finding[]; providerRounds: number; walletBets: number; matched: number } {
  const byTx = new Map<string, { provider?: RoundLogEntry; wallet?: VendorBet }>();
  for (const entry of provider) byTx.set(entry.betTxId, { provider: entry });
  for (const bet of wallet) byTx.set(bet.tx_id, { ...byTx.get(bet.tx_id), wallet: bet });

  const findings: Finding[] = [];
  let providerRounds = 0;
  let walletBets = 0;
  let matched = 0;
  for (const [betTxId, { provider: p, wallet: w }] of byTx) {
    const providerIn = p !== undefined && inPeriod(p.createdAt, from, to);
    const walletIn = w !== undefined && inPeriod(w.created_at, from, to);
    if (!providerIn && !walletIn) continue;
    if (providerIn) providerRounds++;
    if (walletIn) walletBets++;

    const providerStake = p ? parseAmount(p.stake) : null;
    const providerPayout = p ? parseAmount(p.payout) : null;
    const providerHolds = p?.state === 'STAKED' || p?.state === 'SETTLED';
    const walletHolds = w?.status === 'OPEN' || w?.status === 'SETTLED';
    const finding = (kind: ItemKind, repair: Repair): Finding => ({
      betTxId,
      kind,
      memberId: w?.member_id ?? (p && /^\d{1,18}$/.test(p.playerId) ? BigInt(p.playerId) : null),
      roundId: w?.round_id ?? p?.id ?? null,
      providerState: p?.state ?? null,
      walletStatus: w?.status ?? null,
      providerStake,
      walletStake: w ? BigInt(w.stake) : null,
      providerPayout,
      walletPayout: w ? BigInt(w.payout) : null,
      repair,
    });

    if (p?.state === 'PENDING') findings.push(finding('PENDING', 'NONE'));
    else if (providerHolds && !walletHolds) findings.push(finding('PROVIDER_ONLY', 'TO_DO'));
    else if (walletHolds && !providerHolds) findings.push(finding('WALLET_ONLY', 'TO_DO'));
    else if (providerHolds && w && walletHolds) {
      const settledBoth = p?.state === 'SETTLED' && w.status === 'SETTLED';
      const differs =
        providerStake !== BigInt(w.stake) ||
        (settledBoth && providerPayout !== BigInt(w.payout)) ||
        // The provider was told the win landed; the wallet never recorded it.
        (p?.state === 'SETTLED' && w.status === 'OPEN');
      if (differs) findings.push(finding('MISMATCH', 'NONE'));
      else matched++;
    } else matched++;
  }
  return { findings, providerRounds, walletBets, matched };
}

/**
 * Vendor reconciliation (PROVIDER-PROTOCOL.md rule 7, ARCHITECTURE.md §6): for a vendor and a period, the
 * provider's round log against the wallet's bets, the differences kept as items of a run under the unique key
 * (vendor, period), and the repairs by rollback: the wallet refunds a stake the provider does not know of; the
 * provider voids a round whose stake the wallet does not hold (and the wallet keeps a tombstone so that bet, should
 * it still arrive, is refused). Repairs are idempotent, so a run taken over after a crash repeats them safely.
 */
export function createReconciliation(deps: {
  database: Database;
  adapterFor: (vendorCode: string) => VendorAdapter;
  callbacks: WalletCallbacks;
  vendors: () => Promise<string[]>;
  log: FastifyBaseLogger;
}) {
  const { database } = deps;

  /** Claims the run of (vendor, period): new, failed, or abandoned by a dead node; null when another has it. */
  async function claim(vendor: string, from: Date, to: Date): Promise<{ run: RunRow; mine: boolean }> {
    const [created] = await database.query<RunRow>(
      `insert into reconciliation_runs (vendor_code, period_start, period_end) values ($1, $2, $3)
       on conflict (vendor_code, period_start, period_end) do nothing returning *`,
      [vendor, from.toISOString(), to.toISOString()],
    );
    if (created) return { run: created, mine: true };
    const [taken] = await database.query<RunRow>(
      `update reconciliation_runs set status = case when status = 'REPAIRING' then 'REPAIRING' else 'RUNNING' end,
              started_at = now(), error = null
        where vendor_code = $1 and period_start = $2 and period_end = $3
          and (status = 'FAILED' or (status in ('RUNNING', 'REPAIRING') and started_at < now() - $4::interval))
        returning *`,
      [vendor, from.toISOString(), to.toISOString(), `${STALE_RUN_MS} milliseconds`],
    );
    if (taken) return { run: taken, mine: true };
    const [existing] = await database.query<RunRow>(
      'select * from reconciliation_runs where vendor_code = $1 and period_start = $2 and period_end = $3',
      [vendor, from.toISOString(), to.toISOString()],
    );
    if (!existing) throw new Error('reconciliation run vanished');
    return { run: existing, mine: false };
  }

  async function findDifferences(run: RunRow, vendor: string, from: Date, to: Date): Promise<void> {
    const adapter = deps.adapterFor(vendor);
    const wideFrom = new Date(from.getTime() - MARGIN_MS);
    const wideTo = new Date(to.getTime() + MARGIN_MS);
    const provider = await adapter.reconciliation.roundLog(vendor, wideFrom, wideTo);
    const wallet = await selectVendorBets(database, vendor, wideFrom, wideTo);
    const result = compare(provider, wallet, from, to);
    await database.transaction(async (tx) => {
      for (const item of result.findings) {
        await tx.query(
          `insert into reconciliation_items (run_id, bet_tx_id, kind, member_id, round_id, provider_state,
             wallet_status, provider_stake, wallet_stake, provider_payout, wallet_payout, repair)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
           on conflict (run_id, bet_tx_id) do nothing`,
          [
            run.id,
            item.betTxId,
            item.kind,
            item.memberId,
            item.roundId,
            item.providerState,
            item.walletStatus,
            item.providerStake,
            item.walletStake,
            item.providerPayout,
            item.walletPayout,
            item.repair,
          ],
        );
      }
      await tx.query(
        `update reconciliation_runs set status = 'REPAIRING', provider_rounds = $2, wallet_bets = $3, matched = $4,
           issues = $5 where id = $1`,
        [run.id, result.providerRounds, result.walletBets, result.matched, result.findings.length],
      );
    });
  }

  /** The rollback that refunds a stake the provider does not know of; also leaves a tombstone for an unseen bet. */
  async function walletRollback(vendor: string, item: { bet_tx_id: string; member_id: bigint | null }) {
    return deps.callbacks.rollback(vendor, {
      requestId: `reconciliation-${item.bet_tx_id}`,
      txId: `reconciliation:${item.bet_tx_id}`.slice(0, 128),
      refTxId: item.bet_tx_id,
      playerId: item.member_id?.toString() ?? '0',
    });
  }

  async function repair(run: RunRow, vendor: string): Promise<void> {
    const items = await database.query<{ bet_tx_id: string; kind: ItemKind; member_id: bigint | null }>(
      `select bet_tx_id, kind, member_id from reconciliation_items where run_id = $1 and repair = 'TO_DO'`,
      [run.id],
    );
    const mark = (betTxId: string, repaired: Repair, note: string | null) =>
      database.query(
        'update reconciliation_items set repair = $3, repair_note = $4 where run_id = $1 and bet_tx_id = $2',
        [run.id, betTxId, repaired, note],
      );
    const providerOnly = items.filter((item) => item.kind === 'PROVIDER_ONLY');
    for (const item of providerOnly) {
      // The bet must never land after the void: a rollback of an unseen bet leaves a tombstone (rule 4).
      const answer = await walletRollback(vendor, item);
      if (answer.status !== 'OK' && answer.status !== 'TX_NOT_FOUND')
        await mark(item.bet_tx_id, 'FAILED', `wallet rollback answered ${answer.status}`);
    }
    const stillToVoid = providerOnly.map((item) => item.bet_tx_id);
    if (stillToVoid.length > 0) {
      const voided = new Set(await deps.adapterFor(vendor).reconciliation.voidWagers(vendor, stillToVoid));
      for (const betTxId of stillToVoid)
        await database.query(
          `update reconciliation_items set repair = $3, repair_note = $4
            where run_id = $1 and bet_tx_id = $2 and repair = 'TO_DO'`,
          [
            run.id,
            betTxId,
            voided.has(betTxId) ? 'VOIDED' : 'FAILED',
            voided.has(betTxId) ? null : 'the provider no longer held a stake to void',
          ],
        );
    }
    for (const item of items.filter((entry) => entry.kind === 'WALLET_ONLY')) {
      const answer = await walletRollback(vendor, item);
      if (answer.status === 'OK') await mark(item.bet_tx_id, 'ROLLED_BACK', null);
      else
        await mark(
          item.bet_tx_id,
          'FAILED',
          answer.status === 'ROUND_CLOSED'
            ? 'the bet was already paid out: an operator must settle it'
            : `wallet rollback answered ${answer.status}`,
        );
    }
    await database.query(
      `update reconciliation_runs set status = 'DONE', finished_at = now(),
         repaired = (select count(*) from reconciliation_items
                      where run_id = $1 and repair in ('ROLLED_BACK', 'VOIDED'))
        where id = $1`,
      [run.id],
    );
  }

  /** Reconciles one vendor and period (or answers the run another node or an earlier call made). */
  async function run(vendor: string, from: Date, to: Date): Promise<RunRow> {
    const claimed = await claim(vendor, from, to);
    if (!claimed.mine) return claimed.run;
    try {
      if (claimed.run.status !== 'REPAIRING') await findDifferences(claimed.run, vendor, from, to);
      await repair(claimed.run, vendor);
    } catch (error) {
      deps.log.error({ err: error, vendor, from, to }, 'reconciliation failed');
      await database.query(
        `update reconciliation_runs set status = 'FAILED', error = $2, finished_at = now() where id = $1`,
        [claimed.run.id, error instanceof Error ? error.message.slice(0, 500) : 'failed'],
      );
    }
    const [row] = await database.query<RunRow>('select * from reconciliation_runs where id = $1', [
      claimed.run.id,
    ]);
    if (!row) throw new Error('reconciliation run vanished');
    return row;
  }

  /** The job: the last whole hour that has settled, for every vendor; a done run costs one insert that conflicts. */
  async function runDue(now = new Date()): Promise<number> {
    const to = new Date(Math.floor((now.getTime() - SETTLE_LAG_MS) / HOUR_MS) * HOUR_MS);
    const from = new Date(to.getTime() - HOUR_MS);
    let ran = 0;
    for (const vendor of await deps.vendors()) {
      const result = await run(vendor, from, to);
      if (result.status === 'DONE' && result.issues > 0) ran++;
    }
    return ran;
  }

  return { run, runDue };
}

export type Reconciliation = ReturnType<typeof createReconciliation>;
