let heroSource: string | null = null;

/**
 * The banner the server put in the splash of a phone's home page (decision 0051), read before the app replaces the
 * splash, so that the app's loader can keep it on screen until the home page shows the same banner.
 */
export function captureBootHero(): void {
  heroSource = document.querySelector('.boot-splash__hero')?.getAttribute('src') ?? null;
}

/** The splash's banner while the visitor is still on the home page, else null. */
export function bootHero(): string | null {
  return window.location.pathname === '/' ? heroSource : null;
}
