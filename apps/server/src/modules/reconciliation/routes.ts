import { envelope, zIdParam } from '@playhall/contracts/envelope';
import { ErrorCode } from '@playhall/contracts/error-codes';
import { formatAmount } from '@playhall/contracts/money';
import {
  type ReconciliationItem,
  type ReconciliationRun,
  zReconciliationRequest,
  zReconciliationRun,
  zReconciliationRunDetail,
  zReconciliationRunPage,
  zReconciliationRunsQuery,
} from '@playhall/contracts/ops';
import { pageCount } from '@playhall/contracts/paging';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { writeAudit } from '../../audit/audit-log';
import type { Database } from '../../db/database';
import { AppError } from '../../http/app-error';
import { ok } from '../../http/envelope';
import type { OperatorAuth } from '../ops/operator-auth';
import type { Reconciliation, RunRow } from './reconcile';

export type ReconciliationRoutesOptions = {
  database: Database;
  operatorAuth: OperatorAuth;
  reconciliation: Reconciliation;
  vendorExists: (code: string) => Promise<boolean>;
};

/** The longest period one run may cover: a day of callbacks is read in one go. */
const MAX_PERIOD_MS = 24 * 3_600_000;

const tags = ['operator console'];
const iso = (value: Date | string) => new Date(value).toISOString();
const amount = (value: bigint | string | null) => (value === null ? null : formatAmount(BigInt(value)));

function runView(row: RunRow): ReconciliationRun {
  return {
    id: row.id.toString(),
    vendor: row.vendor_code,
    periodStart: iso(row.period_start),
    periodEnd: iso(row.period_end),
    status: row.status,
    providerRounds: row.provider_rounds,
    walletBets: row.wallet_bets,
    matched: row.matched,
    issues: row.issues,
    repaired: row.repaired,
    error: row.error,
    startedAt: iso(row.started_at),
    finishedAt: row.finished_at === null ? null : iso(row.finished_at),
  };
}

type ItemRow = {
  bet_tx_id: string;
  kind: ReconciliationItem['kind'];
  member_id: bigint | null;
  round_id: string | null;
  provider_state: string | null;
  wallet_status: string | null;
  provider_stake: bigint | null;
  wallet_stake: bigint | null;
  provider_payout: bigint | null;
  wallet_payout: bigint | null;
  repair: ReconciliationItem['repair'];
  repair_note: string | null;
};

/** Vendor reconciliation in the operator console: runs by hand for a period, the runs, and each run's findings. */
export const reconciliationRoutes: FastifyPluginAsyncZod<ReconciliationRoutesOptions> = async (
  app,
  options,
) => {
  const { database, operatorAuth, reconciliation } = options;
  // Every call here is an operator's: settled before anything of the request is read.
  app.addHook('onRequest', operatorAuth.operatorFirst());

  app.post(
    '/ops/api/reconciliation',
    {
      schema: {
        tags,
        summary:
          'Reconcile a vendor for a period now (answers the existing run of that period if there is one)',
        body: zReconciliationRequest,
        response: { 200: envelope(zReconciliationRun) },
      },
    },
    async (request) => {
      const operator = await operatorAuth.requireOperator(request);
      const from = new Date(request.body.from);
      const to = new Date(request.body.to);
      if (!(from < to) || to.getTime() - from.getTime() > MAX_PERIOD_MS || to.getTime() > Date.now()) {
        throw new AppError(
          400,
          ErrorCode.VALIDATION_FAILED,
          'The period must be past, forwards, and at most a day.',
          [{ field: 'to', code: 'PERIOD', message: 'A past period of at most 24 hours after from' }],
        );
      }
      if (!(await options.vendorExists(request.body.vendor))) {
        throw new AppError(404, ErrorCode.NOT_FOUND, 'No such vendor.');
      }
      const run = await reconciliation.run(request.body.vendor, from, to);
      await writeAudit(database, {
        operatorId: operator.operatorId,
        action: 'RECONCILE',
        targetType: 'reconciliation_run',
        targetId: run.id.toString(),
        detail: { vendor: run.vendor_code, status: run.status, issues: run.issues, repaired: run.repaired },
      });
      return ok(runView(run));
    },
  );

  app.get(
    '/ops/api/reconciliation',
    {
      schema: {
        tags,
        summary: 'Reconciliation runs, newest first',
        querystring: zReconciliationRunsQuery,
        response: { 200: envelope(zReconciliationRunPage) },
      },
    },
    async (request) => {
      await operatorAuth.requireOperator(request);
      const { vendor, issuesOnly, pageNo, pageSize } = request.query;
      const where = `where ($1::text is null or vendor_code = $1) and ($2::boolean is not true or issues > 0)`;
      const params = [vendor ?? null, issuesOnly === 'true'];
      const [count] = await database.query<{ total: bigint }>(
        `select count(*)::bigint as total from reconciliation_runs ${where}`,
        params,
      );
      const rows = await database.query<RunRow>(
        `select * from reconciliation_runs ${where} order by period_end desc, vendor_code, id desc
         limit $3 offset $4`,
        [...params, pageSize, (pageNo - 1) * pageSize],
      );
      const totalElements = Number(count?.total ?? 0n);
      return ok({
        content: rows.map(runView),
        pageNo,
        pageSize,
        totalElements,
        totalPages: pageCount(totalElements, pageSize),
      });
    },
  );

  app.get(
    '/ops/api/reconciliation/:id',
    {
      schema: {
        tags,
        summary: 'One run and what it found',
        params: zIdParam,
        response: { 200: envelope(zReconciliationRunDetail) },
      },
    },
    async (request) => {
      await operatorAuth.requireOperator(request);
      const [run] = await database.query<RunRow>('select * from reconciliation_runs where id = $1', [
        request.params.id,
      ]);
      if (!run) throw new AppError(404, ErrorCode.NOT_FOUND, 'No such reconciliation run.');
      const items = await database.query<ItemRow>(
        'select * from reconciliation_items where run_id = $1 order by kind, bet_tx_id',
        [run.id],
      );
      return ok({
        run: runView(run),
        items: items.map((item) => ({
          betTxId: item.bet_tx_id,
          kind: item.kind,
          memberId: item.member_id?.toString() ?? null,
          roundId: item.round_id,
          providerState: item.provider_state,
          walletStatus: item.wallet_status,
          providerStake: amount(item.provider_stake),
          walletStake: amount(item.wallet_stake),
          providerPayout: amount(item.provider_payout),
          walletPayout: amount(item.wallet_payout),
          repair: item.repair,
          repairNote: item.repair_note,
        })),
      });
    },
  );
};
