import type { PlayMode } from '@playhall/contracts/games-play';

/** The message the portal (apps/web) listens for to refresh its header balance without a round trip. */
export const PORTAL_BALANCE_MESSAGE = 'playhall:balance';

let lastPosted: string | null = null;

/**
 * Tells the portal around the game frame the wallet's new balance after a spin, a ticket or a settlement.
 * Demo balances are play money and never leave the frame: the portal's header shows the real wallet. The target
 * is '*' because the portal's origin is not known to the game page (it may be served from another host); the
 * message carries nothing but a balance the portal can read anyway.
 */
export function announceBalance(mode: PlayMode, balance: string): void {
  if (mode !== 'real' || window.parent === window || balance === lastPosted) return;
  lastPosted = balance;
  window.parent.postMessage({ type: PORTAL_BALANCE_MESSAGE, balance }, '*');
}
