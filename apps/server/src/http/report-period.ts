import { ErrorCode } from '@playhall/contracts/error-codes';
import { AppError } from './app-error';

/** The longest report period, in days (both ends included), as the member's profit report allows. */
const MAX_DAYS = 93;
const DAY_MS = 86_400_000;

/** The days of a period, checked: start first, at most MAX_DAYS. */
export function checkPeriod(startDate: string, endDate: string): void {
  const start = Date.parse(startDate);
  const days = (Date.parse(endDate) - start) / DAY_MS;
  if (!(Number.isFinite(start) && days >= 0 && days < MAX_DAYS)) {
    throw new AppError(
      400,
      ErrorCode.VALIDATION_FAILED,
      `A period of at most ${MAX_DAYS} days, start first.`,
    );
  }
}
