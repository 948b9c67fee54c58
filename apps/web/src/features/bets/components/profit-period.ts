import { addDays } from '@/lib/date-range';
import type { ProfitPeriod } from '../api/get-profit';

/** The profit and loss presets; its days are the brand's, as the server sums them. */
export type ProfitPreset = 'today' | 'last7' | 'thisMonth' | 'last30' | 'custom';

/** The longest period the server sums (its rule, in days, both ends included). */
export const MAX_PROFIT_DAYS = 93;

/** The days of a preset, ending today (brand time). */
export function profitPresetPeriod(preset: Exclude<ProfitPreset, 'custom'>, today: string): ProfitPeriod {
  switch (preset) {
    case 'today':
      return { startDate: today, endDate: today };
    case 'last7':
      return { startDate: addDays(today, -6), endDate: today };
    case 'thisMonth':
      return { startDate: `${today.slice(0, 8)}01`, endDate: today };
    case 'last30':
      return { startDate: addDays(today, -29), endDate: today };
  }
}
