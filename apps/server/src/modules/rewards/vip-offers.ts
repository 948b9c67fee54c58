import { formatAmount } from '@playhall/contracts/money';
import type { VipBonusKind, VipBonusOffer } from '@playhall/contracts/vip';
import type { SqlRunner } from '../../db/database';
import type { VipRankRow } from './vip-queries';

/** The brand's month (2026-11) and year, and the member's birth month ('11') when the profile has a birthday. */
export async function periods(runner: SqlRunner, memberId: bigint, timeZone: string) {
  const [row] = await runner.query<{ month: string; year: string; birth_month: string | null }>(
    `select to_char(now() at time zone $2, 'YYYY-MM') as month, to_char(now() at time zone $2, 'YYYY') as year,
            (select substring(birthday from 6 for 2) from members where id = $1 and birthday ~ '^\\d{4}-\\d{2}-\\d{2}$')
              as birth_month`,
    [memberId, timeZone],
  );
  if (!row) throw new Error('the database answered no period');
  return row;
}

export type Periods = Awaited<ReturnType<typeof periods>>;

/** The rank's monthly and birthday bonuses as the member may claim them now, and why not when not. */
export function offers(rank: VipRankRow | undefined, when: Periods, claimed: Set<string>): VipBonusOffer[] {
  const offer = (
    kind: VipBonusKind,
    amount: bigint,
    period: string,
    closed: VipBonusOffer['reason'],
  ): VipBonusOffer => {
    const reason = amount <= 0n ? 'RANK' : closed;
    const state = claimed.has(`${kind}:${period}`) ? 'CLAIMED' : reason === null ? 'CLAIM' : 'NOT_AVAILABLE';
    return {
      kind,
      amount: formatAmount(amount),
      period,
      state,
      reason: state === 'NOT_AVAILABLE' ? reason : null,
    };
  };
  const birthday =
    when.birth_month === null
      ? 'NO_BIRTHDAY'
      : when.birth_month === when.month.slice(5)
        ? null
        : 'NOT_BIRTH_MONTH';
  return [
    offer('MONTHLY', rank?.monthly_bonus ?? 0n, when.month, null),
    offer('BIRTHDAY', rank?.birthday_bonus ?? 0n, when.year, birthday),
  ];
}

/** The VIP bonuses of this month and year the member was paid ('MONTHLY:2026-11', 'BIRTHDAY:2026'). */
export async function claimedKeys(runner: SqlRunner, memberId: bigint, when: Periods) {
  const rows = await runner.query<{ source: string; source_ref: string }>(
    `select source, source_ref from bonuses where source in ('VIP:MONTHLY', 'VIP:BIRTHDAY')
       and source_ref in ($1, $2)`,
    [`${memberId}:${when.month}`, `${memberId}:${when.year}`],
  );
  return new Set(rows.map((row) => `${row.source.slice(4)}:${row.source_ref.split(':')[1]}`));
}
