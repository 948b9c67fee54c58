import type { ContractKind } from '@playhall/contracts/agent-contracts';
import type { Database } from '../../db/database';
import { TOP_AGENTS } from './queries';
import { KIND_FLAG } from './terms';

export type ContractMenus = {
  dividend: boolean;
  dailySalary: boolean;
  hourlySalary: boolean;
  realtimeSalary: boolean;
};

const MENU_OF: Record<ContractKind, keyof ContractMenus> = {
  DIVIDEND: 'dividend',
  DAILY_SALARY: 'dailySalary',
  HOURLY_SALARY: 'hourlySalary',
  REALTIME_SALARY: 'realtimeSalary',
};

/**
 * The consolidated contract information (spec §4 "Agent menu visibility"): a kind's record page shows when the
 * brand settles it (feature flag) and the member has something of it: a contract received or given (offered, in
 * force or ended), a settlement, or, for a top agent, the brand's terms.
 */
export function createContractMenus({
  database,
  featureFlags,
}: {
  database: Database;
  featureFlags: () => Promise<Record<string, boolean>>;
}) {
  return async function contractMenus(memberId: bigint): Promise<ContractMenus> {
    const [flags, rows] = await Promise.all([
      featureFlags(),
      database.query<{ kind: ContractKind }>(
        `select kind from contracts where downline_id = $1 or upline_id = $1
         union select kind from contract_settlements where payee_id = $1
         union select b.kind from contract_brand_terms b where exists (select 1 from (${TOP_AGENTS}) top where top.id = $1)`,
        [memberId],
      ),
    ]);
    const menus: ContractMenus = {
      dividend: false,
      dailySalary: false,
      hourlySalary: false,
      realtimeSalary: false,
    };
    for (const { kind } of rows) if (flags[KIND_FLAG[kind]] === true) menus[MENU_OF[kind]] = true;
    return menus;
  };
}

export type ContractMenusOf = ReturnType<typeof createContractMenus>;
