import type { ContractKind } from '@playhall/contracts/agent-contracts';
import { ErrorCode } from '@playhall/contracts/error-codes';
import type {
  ContractSettings,
  OpsContractOverview,
  OpsContractsQuery,
  OpsSettlementsQuery,
  UpdateBrandTermsRequest,
} from '@playhall/contracts/ops-contracts';
import { numberedPage } from '@playhall/contracts/paging';
import type { Brand } from '@playhall/contracts/system';
import { writeAudit } from '../../audit/audit-log';
import type { Database } from '../../db/database';
import { AppError } from '../../http/app-error';
import { withRetry } from '../ledger/ledger-error';
import { contractsLosingGround, endContracts } from './branch-endings';
import { contractView } from './own-terms';
import { paySettlement } from './pay-settlements';
import { CONTRACT_VIEW, type ContractView, normalise, selectBrandTerms, TOP_AGENTS } from './queries';
import { SETTLEMENT_VIEW, settlementView } from './settlement-reads';
import { KIND_FLAG, parseTerms, tierText, toStored } from './terms';

type SettingsRow = {
  carry_dividend_losses: boolean;
  daily_delay_minutes: number;
  hourly_grace_minutes: number;
  realtime_grace_minutes: number;
};

/** The operator console's contract calls: brand terms, settlement settings, every contract, stuck payments. */
export function createContractOperations({
  database,
  brand,
  featureFlags,
}: {
  database: Database;
  brand: () => Promise<Brand>;
  featureFlags: () => Promise<Record<string, boolean>>;
}) {
  async function overview(): Promise<OpsContractOverview> {
    const [terms, [settings], flags] = await Promise.all([
      selectBrandTerms(database),
      database.query<SettingsRow>('select * from contract_settings where id = 1'),
      featureFlags(),
    ]);
    if (!settings) throw new Error('contract_settings has no row');
    return {
      terms: terms.map((row) => ({
        kind: row.kind,
        period: row.period as OpsContractOverview['terms'][number]['period'],
        tiers: row.tiers.map(tierText),
        isEnabled: flags[KIND_FLAG[row.kind]] === true,
        updatedAt: row.updated_at.toISOString(),
      })),
      settings: {
        carryDividendLosses: settings.carry_dividend_losses,
        dailyDelayMinutes: settings.daily_delay_minutes,
        hourlyGraceMinutes: settings.hourly_grace_minutes,
        realtimeGraceMinutes: settings.realtime_grace_minutes,
      },
    };
  }

  /**
   * New brand terms for top agents. Terms that no longer cover contracts the top agents gave end those contracts
   * (and everything given below them) at once, once the operator agrees (CONTRACT_ENDS_DOWNLINE_CONTRACTS until then).
   */
  async function updateTerms(operatorId: bigint, kind: ContractKind, input: UpdateBrandTermsRequest) {
    const terms = parseTerms(kind, input);
    const stored = terms.tiers.map(toStored);
    await withRetry(() =>
      database.transaction(async (tx) => {
        await tx.query('select kind from contract_brand_terms where kind = $1 for update', [kind]);
        const tops = await tx.query<{ id: bigint }>(TOP_AGENTS);
        const endings: ContractView[] = [];
        for (const top of tops)
          endings.push(
            ...(await contractsLosingGround(tx, top.id, kind, { period: terms.period, tiers: stored })),
          );
        if (endings.length > 0 && input.endContracts !== true)
          throw new AppError(
            409,
            ErrorCode.CONTRACT_ENDS_DOWNLINE_CONTRACTS,
            `These terms end ${endings.length} contract(s); agree to end them.`,
            undefined,
            { endsContracts: endings.map((contract) => contract.id.toString()) },
          );
        await tx.query(
          'update contract_brand_terms set period = $2, tiers = $3::jsonb, updated_at = now() where kind = $1',
          [kind, terms.period, JSON.stringify(stored)],
        );
        await endContracts(tx, endings, new Date(), 'BRAND_TERMS_LOWERED', {
          kind: 'OPERATOR',
          id: operatorId,
        });
        await writeAudit(tx, {
          operatorId,
          action: 'contract.brand-terms',
          targetType: 'contract_brand_terms',
          targetId: kind,
          // As the operator typed them (amounts and percentages): the audit log is read by people.
          detail: {
            period: terms.period,
            tiers: stored.map(tierText),
            ended: endings.map((c) => c.id.toString()),
          },
        });
      }),
    );
    return overview();
  }

  async function updateSettings(operatorId: bigint, settings: ContractSettings) {
    await database.transaction(async (tx) => {
      await tx.query(
        `update contract_settings set carry_dividend_losses = $1, daily_delay_minutes = $2,
           hourly_grace_minutes = $3, realtime_grace_minutes = $4 where id = 1`,
        [
          settings.carryDividendLosses,
          settings.dailyDelayMinutes,
          settings.hourlyGraceMinutes,
          settings.realtimeGraceMinutes,
        ],
      );
      await writeAudit(tx, {
        operatorId,
        action: 'contract.settings',
        targetType: 'contract_settings',
        targetId: '1',
        detail: settings,
      });
    });
    return overview();
  }

  async function contracts(query: OpsContractsQuery) {
    const where = `where ($1::text is null or lower(u.account) = lower($1) or lower(d.account) = lower($1))
      and ($2::text is null or c.kind = $2) and ($3::text is null or c.status = $3)`;
    const params = [query.account || null, query.kind ?? null, query.status ?? null];
    const [rows, [count]] = await Promise.all([
      database.query<ContractView>(`${CONTRACT_VIEW} ${where} order by c.id desc limit $4 offset $5`, [
        ...params,
        query.pageSize,
        (query.pageNo - 1) * query.pageSize,
      ]),
      database.query<{ total: number }>(
        `select count(*)::int as total from contracts c join members u on u.id = c.upline_id
         join members d on d.id = c.downline_id ${where}`,
        params,
      ),
    ]);
    const total = count?.total ?? 0;
    return numberedPage(
      rows.map((row) => contractView(normalise(row))),
      total,
      query,
    );
  }

  async function settlements(query: OpsSettlementsQuery) {
    const where = `where ($1::text is null or s.status = $1) and ($2::text is null or s.kind = $2)
      and ($3::text is null or lower(e.account) = lower($3) or lower(p.account) = lower($3))`;
    const params = [query.status ?? null, query.kind ?? null, query.account || null];
    const [rows, [count]] = await Promise.all([
      database.query<Parameters<typeof settlementView>[0]>(
        `${SETTLEMENT_VIEW} ${where} order by s.period_start desc, s.id desc limit $4 offset $5`,
        [...params, query.pageSize, (query.pageNo - 1) * query.pageSize],
      ),
      database.query<{ total: number }>(
        `select count(*)::int as total from contract_settlements s join members e on e.id = s.payee_id
         left join members p on p.id = s.payer_id ${where}`,
        params,
      ),
    ]);
    const total = count?.total ?? 0;
    return numberedPage(rows.map(settlementView), total, query);
  }

  /** Tries a waiting payment again now (the job also does every cycle); audited whatever the outcome. */
  async function retry(operatorId: bigint, id: bigint): Promise<{ isPaid: boolean }> {
    const [row] = await database.query<{ status: string }>(
      'select status from contract_settlements where id = $1',
      [id],
    );
    if (!row) throw new AppError(404, ErrorCode.NOT_FOUND, 'No such settlement.');
    if (row.status !== 'WAITING_FUNDS' && row.status !== 'PENDING')
      throw new AppError(409, ErrorCode.SETTLEMENT_NOT_WAITING, 'This payment does not wait.');
    const isPaid = await paySettlement(database, id, (await brand()).currency);
    await database.transaction((tx) =>
      writeAudit(tx, {
        operatorId,
        action: 'settlement.retry',
        targetType: 'contract_settlement',
        targetId: id.toString(),
        detail: { isPaid },
      }),
    );
    return { isPaid };
  }

  /** Ends a waiting payment without paying it, with the reason both agents can ask about; audited. */
  async function cancel(operatorId: bigint, id: bigint, reason: string): Promise<void> {
    await database.transaction(async (tx) => {
      const [row] = await tx.query<{ id: bigint }>(
        `update contract_settlements set status = 'CANCELLED', note = $2
         where id = $1 and status in ('PENDING', 'WAITING_FUNDS') returning id`,
        [id, reason],
      );
      if (!row) throw new AppError(409, ErrorCode.SETTLEMENT_NOT_WAITING, 'This payment does not wait.');
      await writeAudit(tx, {
        operatorId,
        action: 'settlement.cancel',
        targetType: 'contract_settlement',
        targetId: id.toString(),
        detail: { reason },
      });
    });
  }

  return { overview, updateTerms, updateSettings, contracts, settlements, retry, cancel };
}

export type ContractOperations = ReturnType<typeof createContractOperations>;
