// Zod-free: the web app imports these at run time (decision 0013); rewards.ts uses them in its schemas.

/** ACTIVE while its wagering is outstanding; COMPLETED once wagered; CANCELLED by an operator. */
export const BONUS_STATUSES = ['ACTIVE', 'COMPLETED', 'CANCELLED'] as const;
export type BonusStatus = (typeof BONUS_STATUSES)[number];
