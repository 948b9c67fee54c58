// Zod-free: the web app imports these at run time (decision 0013); the schemas in bets.ts and wallet.ts use them.

/** Where a bet stands in the betting record. */
export const BET_STATUSES = ['OPEN', 'SETTLED', 'ROLLED_BACK'] as const;
export type BetStatus = (typeof BET_STATUSES)[number];

/** How a bet ended for the player: PENDING until settled, CANCELLED when the vendor rolled it back. */
export type BetResult = 'WIN' | 'LOSE' | 'TIE' | 'PENDING' | 'CANCELLED';

/** The kinds of movement the account record lists, and filters by. */
export const TRANSACTION_TYPES = [
  'DEPOSIT',
  'WITHDRAWAL_PAYOUT',
  'TRANSFER',
  'TRANSFER_UPLINE',
  'TRANSFER_DOWNLINE',
  'BET',
  'WIN',
  'ROLLBACK',
  'BONUS',
  'REBATE',
  /** Cash for points redeemed in the points mall. */
  'POINTS',
  'COMMISSION',
  'DIVIDEND',
  'SALARY_DAILY',
  'SALARY_HOURLY',
  'SALARY_REALTIME',
  'ADJUSTMENT',
] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

/** Transaction kinds that count as bonuses (bonus details page). */
export const BONUS_TYPES = ['BONUS', 'REBATE', 'COMMISSION'] as const satisfies readonly TransactionType[];

/** The wallet code of the main wallet in wallet lists and records; every other code is a transfer-wallet vendor. */
export const MAIN_WALLET = 'MAIN';

/** The money movements of a team the agent centre lists (team transactions): never bets, wins or game wallets. */
export const TEAM_MOVEMENT_TYPES = [
  'DEPOSIT',
  'WITHDRAWAL_PAYOUT',
  'WITHDRAWAL_REFUND',
  'TRANSFER_UPLINE',
  'TRANSFER_DOWNLINE',
  'BONUS',
  'REBATE',
  'ADJUSTMENT',
] as const;
export type TeamMovementType = (typeof TEAM_MOVEMENT_TYPES)[number];

/**
 * What counts as an agent's income (my income) when it arrives in its main wallet: dividends and salaries its
 * contracts paid (issue 14), commissions, and transfers received.
 */
export const INCOME_TYPES = [
  'DIVIDEND',
  'SALARY_DAILY',
  'SALARY_HOURLY',
  'SALARY_REALTIME',
  'COMMISSION',
  'TRANSFER_UPLINE',
  'TRANSFER_DOWNLINE',
] as const;
export type IncomeType = (typeof INCOME_TYPES)[number];
