// The portal's one clock (decision 0036): every time on every page is the brand's wall clock, in the language's
// one date format, with its GMT offset where a time of day is shown. The text itself is
// `@playhall/contracts/brand-time`'s, which the game pages use as well; pages take it from here, or bound to the
// brand's zone and the language on screen from `use-brand-time`. The header clock and the maintenance page, which
// the entry carries, use `@playhall/contracts/brand-clock` directly: nothing of this module weighs on home.
export {
  brandDayOf,
  brandInstant,
  brandWallInput,
  formatBrandSpan,
  formatDay,
  gmtOffset,
  type TimeTextOptions,
} from '@playhall/contracts/brand-time';
