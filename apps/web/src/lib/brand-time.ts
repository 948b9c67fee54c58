import { dayText, gmtOffset, wallClockAt } from '@playhall/contracts/brand-time';

export {
  brandDayOf,
  brandInstant,
  brandWallInput,
  formatBrandSpan,
  formatDay,
  gmtOffset,
  type TimeTextOptions,
} from '@playhall/contracts/brand-time';

// The portal's one clock (decision 0034): every time on every page is the brand's wall clock, in the language's
// one date format, with its GMT offset where a time of day is shown. The text itself is
// `@playhall/contracts/brand-time`'s, which the game pages use as well; pages take it from here, and bound to the
// brand's zone and the language on screen from `use-brand-time`.

const two = (value: number) => String(value).padStart(2, '0');

/** The header clock: the brand's wall clock to the second in the language's date format, and its GMT offset. */
export function formatBrandClock(
  date: Date,
  timeZone: string,
  language: string,
): { time: string; offset: string } {
  const wall = wallClockAt(date, timeZone);
  return {
    time: `${dayText(wall, language)} ${two(wall.hour)}:${two(wall.minute)}:${two(wall.second)}`,
    offset: gmtOffset(date, timeZone),
  };
}
