import type { GamePlayError } from '@playhall/contracts/games-play';
import type { ReconciliationRefusal } from '@playhall/contracts/provider';

/** A refusal the game page shows in words: an HTTP status and a stable code, never raw text. */
export class GameError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: GamePlayError | ReconciliationRefusal,
  ) {
    super(code);
    this.name = 'GameError';
  }
}
