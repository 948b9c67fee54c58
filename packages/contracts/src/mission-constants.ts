// Zod-free: the web app imports these at run time (decision 0013); missions.ts uses them in its schemas.

export const MISSION_PERIODS = ['DAILY', 'WEEKLY'] as const;
export type MissionPeriod = (typeof MISSION_PERIODS)[number];

export const MISSION_KINDS = ['BET', 'DEPOSIT', 'LOGIN_DAYS', 'GAMES'] as const;
export type MissionKind = (typeof MISSION_KINDS)[number];

/** Kinds whose target and progress are money (the others count days or games). */
export const MONEY_MISSION_KINDS: readonly MissionKind[] = ['BET', 'DEPOSIT'];

export const MISSION_STATES = ['IN_PROGRESS', 'CLAIM', 'CLAIMED'] as const;
export type MissionState = (typeof MISSION_STATES)[number];

/** How many places the leaderboard lists. */
export const LEADERBOARD_SIZE = 20;
