import type { TransactionType } from '@playhall/contracts/record-types';

export {
  BONUS_TYPES as BONUS_RECORD_TYPES,
  MAIN_WALLET,
  TRANSACTION_TYPES as RECORD_TYPES,
} from '@playhall/contracts/record-types';
// Types only from the schemas' files: the contracts' schemas never run in the browser (decision 0013). The
// constants come from the zod-free record-types.
export type { TransactionPage, TransferResult } from '@playhall/contracts/wallet';

/** What the account record can filter by. */
export type RecordType = TransactionType;
