import type { TransactionType, zTransactionPage, zTransferResult } from '@playhall/contracts/wallet';
import type { z } from 'zod';

// Types only: the contracts' schemas never run in the browser (decision 0013).
export type TransferResult = z.infer<typeof zTransferResult>;
export type TransactionPage = z.infer<typeof zTransactionPage>;

/** The types the account record can filter by: TRANSACTION_TYPES of the contracts, which live beside zod. */
export const RECORD_TYPES = [
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
  'COMMISSION',
  'ADJUSTMENT',
] as const satisfies readonly TransactionType[];

/** Bonus details: BONUS_TYPES of the contracts. */
export const BONUS_RECORD_TYPES = [
  'BONUS',
  'REBATE',
  'COMMISSION',
] as const satisfies readonly TransactionType[];

export type RecordType = (typeof RECORD_TYPES)[number];

/** The wallet code of the main wallet; every other code is a transfer-wallet vendor. */
export const MAIN_WALLET = 'MAIN';
