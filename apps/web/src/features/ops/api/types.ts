// Types only: the contracts' schemas never run in the browser (decision 0013).
import type { OpsMe, OpsOperatorRow } from '@playhall/contracts/ops';

export type {
  AuditEntry,
  AuditPage,
  OpsLedgerEntry,
  OpsMemberDetail,
  OpsMemberRow,
  OpsQueue as Queue,
  OpsQueueAdjustment as QueueAdjustment,
  OpsQueueDeposit as QueueDeposit,
  OpsQueueWithdrawal as QueueWithdrawal,
} from '@playhall/contracts/ops';
/** A page of a console list, as the server answers it. */
export type { Page as OpsPage } from '@playhall/contracts/paging';
export type Operator = OpsMe;
export type OpsOperator = OpsOperatorRow;
