import { z } from 'zod';
import { GAME_CATEGORIES } from './games';
import { MISSION_KINDS, MISSION_PERIODS, MISSION_STATES } from './mission-constants';
import { isAmount } from './money';
import { zWageringMultiple } from './rewards';

/**
 * Missions and their leaderboard (member-and-agent-centres spec §2 `missionLeaderboard`, §7 mission summary and
 * leaderboard; issue 16): daily and weekly missions whose progress is read from what the money paths keep (valid
 * bets, credited deposits, days logged in, different games played), each claimed once per period for a bonus and a
 * leaderboard score. Amounts are two-decimal strings; counts are whole numbers written as strings.
 */

export * from './mission-constants';

/** A mission as the member sees it in the current period. */
export const zMission = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  period: z.enum(MISSION_PERIODS),
  kind: z.enum(MISSION_KINDS),
  /** BET only: the game category whose valid bets count; null counts every category. */
  category: z.enum(GAME_CATEGORIES).nullable(),
  /** Progress of the period (an amount for BET and DEPOSIT, a count for LOGIN_DAYS and GAMES). */
  achieved: z.string(),
  target: z.string(),
  reward: z.string(),
  score: z.number().int(),
  state: z.enum(MISSION_STATES),
  /** The period: the brand's day, or the Monday of the brand's week. */
  periodKey: z.string(),
  /** The first moment of the next period. */
  periodEndsAt: z.string(),
});
export type Mission = z.infer<typeof zMission>;

export const zMissionList = z.object({ daily: z.array(zMission), weekly: z.array(zMission) });
export type MissionList = z.infer<typeof zMissionList>;

/** A claim made: what it paid and added to the leaderboard. */
export const zMissionClaimed = z.object({
  missionId: z.string(),
  period: z.string(),
  reward: z.string(),
  score: z.number().int(),
  /** The bonus that paid the reward; null for a mission that only scores. */
  bonusId: z.string().nullable(),
});
export type MissionClaimed = z.infer<typeof zMissionClaimed>;

export const zLeaderboardEntry = z.object({
  place: z.number().int(),
  /** The account name masked (pl***01). */
  account: z.string(),
  score: z.number().int(),
  missions: z.number().int(),
  mine: z.boolean(),
});
export type LeaderboardEntry = z.infer<typeof zLeaderboardEntry>;

/** The brand week's leaderboard: the top places by summed claim score (ties: who got there first), and the caller's. */
export const zLeaderboard = z.object({
  week: z.string(),
  endsAt: z.string(),
  entries: z.array(zLeaderboardEntry),
  mine: z.object({ place: z.number().int().nullable(), score: z.number().int(), missions: z.number().int() }),
});
export type Leaderboard = z.infer<typeof zLeaderboard>;

/** A target or reward as typed: a decimal amount, or a whole count for LOGIN_DAYS and GAMES. */
const zFigure = z
  .string()
  .trim()
  .max(16)
  .refine((value) => isAmount(value) && !value.startsWith('-'), 'A decimal amount with at most two decimals');

/** A new mission or its edit (its period and kind stay): audited. */
export const zSaveMission = z
  .object({
    title: z.string().trim().min(3).max(80),
    description: z.string().trim().max(300).default(''),
    period: z.enum(MISSION_PERIODS),
    kind: z.enum(MISSION_KINDS),
    category: z.enum(GAME_CATEGORIES).nullable().default(null),
    target: zFigure,
    reward: zFigure,
    rewardWagering: zWageringMultiple.default(1),
    score: z.number().int().min(0).max(100_000).default(0),
    sortOrder: z.number().int().min(0).max(1000).default(0),
  })
  .strict();
export type SaveMission = z.input<typeof zSaveMission>;
export type SaveMissionInput = z.infer<typeof zSaveMission>;

/** A mission in the console, with what members claimed in its current period and in all. */
export const zOpsMission = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  period: z.enum(MISSION_PERIODS),
  kind: z.enum(MISSION_KINDS),
  category: z.enum(GAME_CATEGORIES).nullable(),
  target: z.string(),
  reward: z.string(),
  rewardWagering: z.string(),
  score: z.number().int(),
  sortOrder: z.number().int(),
  status: z.enum(['LIVE', 'CLOSED']),
  periodKey: z.string(),
  claims: z.object({ period: z.number().int(), paid: z.string(), total: z.number().int() }),
});
export type OpsMission = z.infer<typeof zOpsMission>;
