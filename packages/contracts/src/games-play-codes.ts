/** Zod-free constants of the game provider's API (games-play.ts), for the game pages' bundle. */
export const GAME_SESSION_HEADER = 'x-game-session';

export const GamePlayError = {
  BAD_REQUEST: 'BAD_REQUEST',
  SESSION_INVALID: 'SESSION_INVALID',
  TOKEN_INVALID: 'TOKEN_INVALID',
  TOKEN_EXPIRED: 'TOKEN_EXPIRED',
  PLAYER_BLOCKED: 'PLAYER_BLOCKED',
  INSUFFICIENT_FUNDS: 'INSUFFICIENT_FUNDS',
  STAKE: 'STAKE',
  BET_TYPE: 'BET_TYPE',
  SELECTION: 'SELECTION',
  BETTING_CLOSED: 'BETTING_CLOSED',
  /** The wallet did not confirm the bet; it was cancelled and the stake, if taken, given back. */
  ROUND_CANCELLED: 'ROUND_CANCELLED',
  WRONG_ENGINE: 'WRONG_ENGINE',
  UNAVAILABLE: 'UNAVAILABLE',
  RATE_LIMITED: 'RATE_LIMITED',
} as const;
export type GamePlayError = (typeof GamePlayError)[keyof typeof GamePlayError];
