import { CONTRACT_SETTING_LIMITS, type ContractSettingDelay } from '@playhall/contracts/contract-settings';
import type { ContractSettings } from '@playhall/contracts/ops-contracts';

/** The settlement settings as the form holds them: the delays as typed. */
export type SettingsDraft = { carryDividendLosses: boolean } & Record<ContractSettingDelay, string>;

export const DELAYS = Object.keys(CONTRACT_SETTING_LIMITS) as ContractSettingDelay[];

const MINUTES = /^(0|[1-9][0-9]{0,4})$/;

export function settingsDraftOf(settings: ContractSettings): SettingsDraft {
  return {
    carryDividendLosses: settings.carryDividendLosses,
    dailyDelayMinutes: String(settings.dailyDelayMinutes),
    hourlyGraceMinutes: String(settings.hourlyGraceMinutes),
    realtimeGraceMinutes: String(settings.realtimeGraceMinutes),
  };
}

/**
 * The delays that are not whole minutes within their bounds (the server's), and the settings to send when there is
 * none.
 */
export function checkSettings(draft: SettingsDraft): {
  problems: ContractSettingDelay[];
  settings: ContractSettings | null;
} {
  const minutes = (delay: ContractSettingDelay): number | null => {
    const text = draft[delay].trim();
    const value = Number(text);
    const { min, max } = CONTRACT_SETTING_LIMITS[delay];
    return MINUTES.test(text) && value >= min && value <= max ? value : null;
  };
  const problems = DELAYS.filter((delay) => minutes(delay) === null);
  const [daily, hourly, realtime] = DELAYS.map(minutes);
  if (problems.length > 0 || daily == null || hourly == null || realtime == null)
    return { problems, settings: null };
  return {
    problems,
    settings: {
      carryDividendLosses: draft.carryDividendLosses,
      dailyDelayMinutes: daily,
      hourlyGraceMinutes: hourly,
      realtimeGraceMinutes: realtime,
    },
  };
}
