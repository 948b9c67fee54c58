import { ErrorCode } from '@playhall/contracts/error-codes';
import type { Database } from '../../db/database';
import { AppError } from '../../http/app-error';
import { figures } from './bet-record';

type DailyRow = {
  day: string;
  category_code: string;
  bet_count: number;
  stake: bigint;
  valid_bet: bigint;
  payout: bigint;
  open_stake: bigint;
  open_payout: bigint;
};

type OpenRow = { day: string; category_code: string; open_stake: bigint; open_payout: bigint };

const MAX_DAYS = 93;

function add(into: DailyRow | undefined, row: DailyRow, key: Partial<DailyRow>): DailyRow {
  return {
    day: row.day,
    category_code: row.category_code,
    ...key,
    bet_count: (into?.bet_count ?? 0) + row.bet_count,
    stake: (into?.stake ?? 0n) + row.stake,
    valid_bet: (into?.valid_bet ?? 0n) + row.valid_bet,
    payout: (into?.payout ?? 0n) + row.payout,
    open_stake: (into?.open_stake ?? 0n) + row.open_stake,
    open_payout: (into?.open_payout ?? 0n) + row.open_payout,
  };
}

/**
 * Profit and loss (member centre personalProfit) by day of the brand's time zone and category, read from the
 * daily figures the wallet keeps as bets are placed, won and rolled back: a few rows per day, whatever the volume.
 * The daily figures count a bet when it is placed; the member's bets still open (few: lottery tickets before their
 * draw) are read beside them, so that an open ticket is not shown as a loss.
 */
export function createProfitReport(database: Database, timeZone: () => Promise<string>) {
  async function report(memberId: bigint, startDate: string, endDate: string) {
    const days = (Date.parse(endDate) - Date.parse(startDate)) / 86_400_000;
    if (!(days >= 0 && days < MAX_DAYS)) {
      throw new AppError(
        400,
        ErrorCode.VALIDATION_FAILED,
        `A period of at most ${MAX_DAYS} days, start first.`,
      );
    }
    const rows = await database.query<Omit<DailyRow, 'open_stake' | 'open_payout'>>(
      `select to_char(day, 'YYYY-MM-DD') as day, category_code, bet_count, stake, valid_bet, payout
       from member_daily_stats where member_id = $1 and day between $2::date and $3::date and bet_count <> 0
       order by day desc, category_code`,
      [memberId, startDate, endDate],
    );
    const open = await database.query<OpenRow>(
      `select to_char((created_at at time zone $4)::date, 'YYYY-MM-DD') as day, category_code,
              sum(stake)::bigint as open_stake, sum(payout)::bigint as open_payout
       from bets where member_id = $1 and status = 'OPEN'
         and created_at >= ($2::date::timestamp at time zone $4)
         and created_at < (($3::date + 1)::timestamp at time zone $4)
       group by 1, 2`,
      [memberId, startDate, endDate, await timeZone()],
    );
    const openOf = new Map(open.map((row) => [`${row.day}|${row.category_code}`, row]));
    const byDay = new Map<string, { total: DailyRow | undefined; categories: DailyRow[] }>();
    const byCategory = new Map<string, DailyRow>();
    let total: DailyRow | undefined;
    for (const daily of rows) {
      const pending = openOf.get(`${daily.day}|${daily.category_code}`);
      const row: DailyRow = {
        ...daily,
        open_stake: pending?.open_stake ?? 0n,
        open_payout: pending?.open_payout ?? 0n,
      };
      const day = byDay.get(row.day) ?? { total: undefined, categories: [] };
      day.total = add(day.total, row, { category_code: '' });
      day.categories.push(row);
      byDay.set(row.day, day);
      byCategory.set(row.category_code, add(byCategory.get(row.category_code), row, { day: '' }));
      total = add(total, row, { day: '', category_code: '' });
    }
    return {
      days: [...byDay.entries()].map(([day, { total: dayTotal, categories }]) => ({
        day,
        ...figures(dayTotal),
        categories: categories.map((row) => ({ category: row.category_code, ...figures(row) })),
      })),
      categories: [...byCategory.values()].map((row) => ({ category: row.category_code, ...figures(row) })),
      total: figures(total),
    };
  }

  return { report };
}
