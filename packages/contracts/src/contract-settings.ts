/**
 * How far each settlement delay may be set (decision 0032), without zod so that the operator console checks its
 * form with the bounds the server enforces (and the table's check constraint repeats).
 */
export const CONTRACT_SETTING_LIMITS = {
  /** Minutes after a brand day (or a dividend period) ends before it settles: up to a day of late results. */
  dailyDelayMinutes: { min: 0, max: 1440 },
  /** Minutes after an hour ends before hourly salary settles it. */
  hourlyGraceMinutes: { min: 0, max: 120 },
  /** Minutes after a 5-minute window ends before real-time salary settles it. */
  realtimeGraceMinutes: { min: 0, max: 60 },
} as const;

export type ContractSettingDelay = keyof typeof CONTRACT_SETTING_LIMITS;
