import type { ContractKind } from '@playhall/contracts/contract-terms';
import type { ContractMenus } from '@playhall/contracts/wallet';
import type { IconName } from '@/components/ui/icon';

/** Each kind's record page (spec §2), the consolidated flag that shows it in the menu (§4), and its icon. */
export const KIND_PAGES = {
  DIVIDEND: { page: 'agentDividendRecordCopy2', menu: 'dividend', icon: 'coins' },
  DAILY_SALARY: { page: 'agentDailyWages2', menu: 'dailySalary', icon: 'calendar' },
  HOURLY_SALARY: { page: 'agentHourSalary', menu: 'hourlySalary', icon: 'clock' },
  REALTIME_SALARY: { page: 'agentRealtimeSalary', menu: 'realtimeSalary', icon: 'hourglass' },
} as const satisfies Record<ContractKind, { page: string; menu: keyof ContractMenus; icon: IconName }>;

export type RecordPageName = (typeof KIND_PAGES)[ContractKind]['page'];
