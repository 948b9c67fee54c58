import {
  formatRate,
  type Settlement,
  type SettlementPage,
  type SettlementsFilter,
} from '@playhall/contracts/agent-contracts';
import { formatAmount } from '@playhall/contracts/money';
import { numberedPage } from '@playhall/contracts/paging';
import type { Brand } from '@playhall/contracts/system';
import type { Database } from '../../db/database';
import { checkPeriod } from '../../http/report-period';

type SettlementRow = {
  id: bigint;
  kind: Settlement['kind'];
  period: Settlement['period'];
  period_start: Date | string;
  period_end: Date | string;
  payee: string;
  payer: string | null;
  base: bigint;
  carried_in: bigint;
  active_members: number;
  tier: number | null;
  rate: number;
  amount: bigint;
  status: Settlement['status'];
  paid_at: Date | string | null;
};

export function settlementView(row: SettlementRow): Settlement {
  return {
    id: row.id.toString(),
    kind: row.kind,
    period: row.period,
    periodStart: new Date(row.period_start).toISOString(),
    periodEnd: new Date(row.period_end).toISOString(),
    payee: row.payee,
    payer: row.payer,
    base: formatAmount(row.base),
    carriedIn: formatAmount(row.carried_in),
    activeMembers: row.active_members,
    tier: row.tier,
    rate: formatRate(row.rate),
    amount: formatAmount(row.amount),
    status: row.status,
    paidAt: row.paid_at === null ? null : new Date(row.paid_at).toISOString(),
  };
}

export const SETTLEMENT_VIEW = `select s.id, s.kind, s.period, s.period_start, s.period_end, e.account as payee,
    p.account as payer, s.base, s.carried_in, s.active_members, s.tier, s.rate, s.amount, s.status, s.paid_at
  from contract_settlements s join members e on e.id = s.payee_id left join members p on p.id = s.payer_id`;

/**
 * The four record pages (spec §2: dividend record, daily, hourly and real-time salary): the agent's settlements of
 * one kind whose period began on the brand days asked, received (it was paid) or paid (to its direct downlines).
 */
export function createSettlementReads({
  database,
  brand,
}: {
  database: Database;
  brand: () => Promise<Brand>;
}) {
  async function list(memberId: bigint, query: SettlementsFilter): Promise<SettlementPage> {
    checkPeriod(query.startDate, query.endDate);
    const { timeZone } = await brand();
    const side = query.role === 'received' ? 's.payee_id' : 's.payer_id';
    const where = `where ${side} = $1 and s.kind = $2
      and s.period_start >= ($3::date::timestamp at time zone $5)
      and s.period_start < (($4::date + 1)::timestamp at time zone $5)
      and ($6::text is null or s.status = $6)`;
    const params = [memberId, query.kind, query.startDate, query.endDate, timeZone, query.status ?? null];
    const [rows, [totals]] = await Promise.all([
      database.query<SettlementRow>(
        `${SETTLEMENT_VIEW} ${where} order by s.period_start desc, s.id desc
        limit $7 offset $8`,
        [...params, query.pageSize, (query.pageNo - 1) * query.pageSize],
      ),
      database.query<{ count: number; amount: bigint; paid: bigint; waiting: bigint }>(
        `select count(*)::int as count, coalesce(sum(s.amount), 0)::bigint as amount,
           coalesce(sum(s.amount) filter (where s.status = 'PAID'), 0)::bigint as paid,
           coalesce(sum(s.amount) filter (where s.status = 'WAITING_FUNDS'), 0)::bigint as waiting
         from contract_settlements s ${where}`,
        params,
      ),
    ]);
    const total = totals?.count ?? 0;
    return {
      ...numberedPage(rows.map(settlementView), total, query),
      totals: {
        amount: formatAmount(totals?.amount ?? 0n),
        paid: formatAmount(totals?.paid ?? 0n),
        waiting: formatAmount(totals?.waiting ?? 0n),
      },
    };
  }

  return { list };
}

export type SettlementReads = ReturnType<typeof createSettlementReads>;
