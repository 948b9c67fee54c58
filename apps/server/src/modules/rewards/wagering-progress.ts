import type { BonusContributions } from '../../db/schema/rewards';

export type WageringBonus = {
  id: bigint;
  memberId: bigint;
  grantedAt: Date;
  wageringRequired: bigint;
  wagered: bigint;
  contributions: BonusContributions;
};

export type SettledBet = { memberId: bigint; categoryCode: string | null; validBet: bigint; placedAt: Date };

/** Percent of a category's valid bet that counts toward this bonus (a category not listed counts in full). */
function contributionOf(bonus: WageringBonus, categoryCode: string | null): bigint {
  const percent = categoryCode === null ? undefined : bonus.contributions[categoryCode];
  return BigInt(percent ?? 100);
}

/**
 * Where settled bets' valid bets go (pure: the consumer locks, this decides). A member's active bonuses are worked
 * off oldest first; a bet counts toward bonuses granted before it was placed, at each bonus's contribution for its
 * category; what a met bonus does not need goes on to the next. Each bet's amount is spent once in all: a bonus
 * credited `c` at `p` percent used `ceil(c × 100 / p)` of it. Answers the bonuses whose figure changed.
 */
export function applySettledBets(
  bonuses: readonly WageringBonus[],
  bets: readonly SettledBet[],
): { id: bigint; wagered: bigint }[] {
  const byMember = new Map<bigint, WageringBonus[]>();
  for (const bonus of bonuses) {
    const list = byMember.get(bonus.memberId) ?? [];
    list.push({ ...bonus });
    byMember.set(bonus.memberId, list);
  }
  const changed = new Map<bigint, WageringBonus>();
  for (const bet of bets) {
    let left = bet.validBet;
    for (const bonus of byMember.get(bet.memberId) ?? []) {
      if (left <= 0n) break;
      const need = bonus.wageringRequired - bonus.wagered;
      if (need <= 0n || bonus.grantedAt.getTime() > bet.placedAt.getTime()) continue;
      const percent = contributionOf(bonus, bet.categoryCode);
      if (percent === 0n) continue;
      const counts = (left * percent) / 100n;
      const credit = counts < need ? counts : need;
      if (credit <= 0n) continue;
      bonus.wagered += credit;
      changed.set(bonus.id, bonus);
      const used = (credit * 100n + percent - 1n) / percent;
      left -= used < left ? used : left;
    }
  }
  return [...changed.values()].map((bonus) => ({ id: bonus.id, wagered: bonus.wagered }));
}
