import type { GameSession } from '@playhall/contracts/games-play';

/**
 * The game session of this tab, kept so that reloading the game frame does not need a fresh launch: the launch
 * token may be single-use, and a reload would otherwise end the game. sessionStorage dies with the tab.
 */
const keyOf = (vendor: string, gameCode: string, token: string | null) =>
  `playhall.game.${vendor}.${gameCode}.${token ?? 'demo'}`;

export function storedSession(vendor: string, gameCode: string, token: string | null): GameSession | null {
  try {
    const raw = sessionStorage.getItem(keyOf(vendor, gameCode, token));
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed === 'object' && parsed !== null && 'session' in parsed && 'engine' in parsed)
      return parsed as GameSession;
  } catch {
    // storage blocked (third-party frame settings) or garbled: start afresh
  }
  return null;
}

export function storeSession(
  vendor: string,
  gameCode: string,
  token: string | null,
  session: GameSession,
): void {
  try {
    sessionStorage.setItem(keyOf(vendor, gameCode, token), JSON.stringify(session));
  } catch {
    // storage blocked: a reload will just launch anew
  }
}
