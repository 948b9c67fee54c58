// Types only: the contracts' schemas never run in the browser (decision 0013).
export type { BankAccount, DepositChannel, WithdrawalRules } from '@playhall/contracts/cashier';
/** The cashier's lists come a page at a time. */
export type { Page } from '@playhall/contracts/paging';
