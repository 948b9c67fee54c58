import { ErrorCode } from '@playhall/contracts/error-codes';
import {
  LEADERBOARD_SIZE,
  type Leaderboard,
  type Mission,
  type MissionClaimed,
  type MissionKind,
  type MissionList,
} from '@playhall/contracts/missions';
import { formatAmount } from '@playhall/contracts/money';
import type { Brand } from '@playhall/contracts/system';
import type { Database } from '../../db/database';
import { AppError } from '../../http/app-error';
import { withRetry } from '../ledger/ledger-error';
import { selectAccountNames } from '../member/queries';
import { wageringFor } from './activity-view';
import type { Bonuses } from './bonuses';
import {
  achievedOf,
  type CreditedDeposits,
  type Figures,
  figureText,
  maskAccount,
  periodKeyOf,
  readFigures,
} from './mission-progress';
import {
  type BrandPeriods,
  insertClaim,
  type MissionRow,
  selectBrandPeriods,
  selectClaimKeys,
  selectLeaderboard,
  selectLiveMissions,
  selectMission,
  selectStanding,
  setClaimBonus,
} from './mission-queries';

const missionNotFound = () => new AppError(404, ErrorCode.MISSION_NOT_FOUND, 'No such mission is live.');

/**
 * Missions (issue 16, spec §2 `missionLeaderboard`): daily and weekly missions whose progress is read, never
 * counted, from what the money paths keep exactly once, in the brand's day or week; a completed mission is claimed
 * once per period (the claim's unique key: of parallel claims one pays), its reward paid as a bonus with wagering
 * in the claim's transaction, its score added to the week's leaderboard.
 */
export function createMissions({
  database,
  brand,
  bonuses,
  creditedDeposits,
}: {
  database: Database;
  brand: () => Promise<Brand>;
  bonuses: Bonuses;
  creditedDeposits: CreditedDeposits;
}) {
  function toMission(
    row: MissionRow,
    figures: Figures,
    periods: BrandPeriods,
    claimed: Set<string>,
  ): Mission {
    const periodKey = periodKeyOf(row, periods);
    const achieved = achievedOf(row, figures, periods);
    const done = achieved >= row.target;
    return {
      id: row.id.toString(),
      title: row.title,
      description: row.description,
      period: row.period,
      kind: row.kind,
      category: row.category_code as Mission['category'],
      achieved: figureText(row.kind, done ? row.target : achieved),
      target: figureText(row.kind, row.target),
      reward: formatAmount(row.reward),
      score: row.score,
      state: claimed.has(`${row.id}:${periodKey}`) ? 'CLAIMED' : done ? 'CLAIM' : 'IN_PROGRESS',
      periodKey,
      periodEndsAt: row.period === 'DAILY' ? periods.dayEnd : periods.weekEnd,
    };
  }

  /** Every live mission with the member's progress and state in its current period. */
  async function missionsOf(memberId: bigint): Promise<Mission[]> {
    const { timeZone } = await brand();
    const [rows, periods] = await Promise.all([
      selectLiveMissions(database),
      selectBrandPeriods(database, timeZone),
    ]);
    if (rows.length === 0) return [];
    const kinds = new Set<MissionKind>(rows.map((row) => row.kind));
    const [figures, claimed] = await Promise.all([
      readFigures(database, memberId, periods, kinds, creditedDeposits),
      selectClaimKeys(database, memberId, [periods.today, periods.week]),
    ]);
    return rows.map((row) => toMission(row, figures, periods, claimed));
  }

  async function list(memberId: bigint): Promise<MissionList> {
    const missions = await missionsOf(memberId);
    return {
      daily: missions.filter((mission) => mission.period === 'DAILY'),
      weekly: missions.filter((mission) => mission.period === 'WEEKLY'),
    };
  }

  /** Claims a completed mission of the current period, once: progress is read again in the claim's transaction. */
  async function claim(memberId: bigint, id: string): Promise<MissionClaimed> {
    const { timeZone } = await brand();
    return withRetry(() =>
      database.transaction(async (tx) => {
        const mission = await selectMission(tx, id);
        if (mission?.status !== 'LIVE') throw missionNotFound();
        const periods = await selectBrandPeriods(tx, timeZone);
        const period = periodKeyOf(mission, periods);
        const alreadyClaimed = () =>
          new AppError(409, ErrorCode.REWARD_ALREADY_CLAIMED, 'This mission was claimed already.');
        if ((await selectClaimKeys(tx, memberId, [period])).has(`${mission.id}:${period}`)) {
          throw alreadyClaimed();
        }
        const figures = await readFigures(tx, memberId, periods, new Set([mission.kind]), creditedDeposits);
        if (achievedOf(mission, figures, periods) < mission.target) {
          throw new AppError(409, ErrorCode.MISSION_NOT_COMPLETED, 'This mission is not completed yet.');
        }
        const claimId = await insertClaim(tx, {
          missionId: mission.id,
          memberId,
          period,
          week: periods.week,
          reward: mission.reward,
          score: mission.score,
        });
        if (claimId === undefined) throw alreadyClaimed();
        let bonusId: string | null = null;
        if (mission.reward > 0n) {
          const { bonus } = await bonuses.grantIn(tx, {
            memberId,
            source: 'MISSION',
            sourceRef: `${mission.id}:${memberId}:${period}`,
            title: mission.title,
            amount: mission.reward,
            wageringRequired: wageringFor(mission.reward, Number(mission.reward_wagering)),
            contributions: {},
            grantedBy: null,
          });
          await setClaimBonus(tx, claimId, bonus.id);
          bonusId = bonus.id.toString();
        }
        return {
          missionId: mission.id.toString(),
          period,
          reward: formatAmount(mission.reward),
          score: mission.score,
          bonusId,
        };
      }),
    );
  }

  /** The brand week's top places and the caller's own (even outside them). */
  async function leaderboard(memberId: bigint): Promise<Leaderboard> {
    const { timeZone } = await brand();
    const periods = await selectBrandPeriods(database, timeZone);
    const [top, mine] = await Promise.all([
      selectLeaderboard(database, periods.week, LEADERBOARD_SIZE),
      selectStanding(database, periods.week, memberId),
    ]);
    const nameOf = await selectAccountNames(
      database,
      top.map((row) => row.member_id),
    );
    return {
      week: periods.week,
      endsAt: periods.weekEnd,
      entries: top.map((row) => ({
        place: row.place,
        account: maskAccount(nameOf(row.member_id)),
        score: row.score,
        missions: row.missions,
        mine: row.member_id === memberId,
      })),
      mine,
    };
  }

  /** How many missions the member may claim now (the menu badge). */
  async function waiting(memberId: bigint): Promise<number> {
    return (await missionsOf(memberId)).filter((mission) => mission.state === 'CLAIM').length;
  }

  return { list, claim, leaderboard, waiting };
}

export type Missions = ReturnType<typeof createMissions>;
