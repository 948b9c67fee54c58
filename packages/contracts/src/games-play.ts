import { z } from 'zod';

export { GAME_SESSION_HEADER, GamePlayError } from './games-play-codes';

/**
 * The built-in game provider's own API (apps/games, under /play/api): what its game pages call. It is the vendor's
 * side, not the portal's: a game session comes from the launch token (real play) or from nothing (demo), and the
 * provider moves real money only through the portal's seamless wallet (PROVIDER-PROTOCOL.md).
 *
 * Every call but session creation and verify carries the session in the `x-game-session` header. Errors answer
 * 4xx/5xx with `{ error: GamePlayError }`; amounts are two-decimal strings.
 */
export type GameEngine = 'slot' | 'lottery' | 'maintenance';
export type PlayMode = 'real' | 'demo';

const amount = z.string().regex(/^\d{1,12}\.\d{2}$/, 'A two-decimal amount');

export const zCreateSession = z
  .object({
    vendor: z.string().min(1).max(40),
    gameCode: z.string().min(1).max(80),
    mode: z.enum(['real', 'demo']),
    token: z.string().min(1).max(200).optional(),
    /** The launch address's `cat` and `sig`: the game's category, signed by the portal. */
    category: z.string().min(1).max(40),
    signature: z.string().regex(/^[0-9a-f]{64}$/),
  })
  .strict();
export type CreateSession = z.infer<typeof zCreateSession>;

export type FairnessState = {
  /** SHA-256 of the server seed in use, shown before any round is played with it. */
  serverSeedHash: string;
  clientSeed: string;
  /** The nonce the next round will use. */
  nextNonce: number;
};

export type GameSession = {
  session: string;
  mode: PlayMode;
  vendor: string;
  gameCode: string;
  engine: GameEngine;
  /** The player's spendable balance: the wallet's in real play, play money in demo. */
  balance: string;
  currency: string;
  /** The brand's zone (IANA): the page shows every time on the brand's clock, as the portal around it does. */
  timeZone: string;
  fairness: FairnessState;
};

export const zClientSeedBody = z
  .object({
    clientSeed: z
      .string()
      .trim()
      .min(1)
      .max(64)
      .regex(/^[\x21-\x7e]+$/, 'Printable characters'),
  })
  .strict();

export type RotatedSeeds = {
  /** The seed pair just retired: the server seed is revealed so every round played with it can be verified. */
  previous: { serverSeed: string; serverSeedHash: string; clientSeed: string; rounds: number };
  current: FairnessState;
};

// ---- Slot ----

/** A symbol's picture is drawn by the game page from the theme id and the symbol id (apps/games/src/art). */
export type SlotSymbolView = {
  id: number;
  name: string;
  kind: 'regular' | 'wild' | 'scatter';
};

export type SlotView = {
  gameCode: string;
  themeId: string;
  themeName: string;
  volatility: 'low' | 'medium' | 'high';
  /** Return to player, e.g. 0.9523. */
  rtp: number;
  symbols: SlotSymbolView[];
  /** 20 lines; each the row (0 top, 1 middle, 2 bottom) on reels 1-5. */
  paylines: number[][];
  /** Indexed by symbol id (regulars then wild): [3, 4, 5 of a kind] in line bets (stake / 20). */
  linePays: [number, number, number][];
  /** 3, 4, 5+ scatters anywhere, in total stakes. */
  scatterPays: [number, number, number];
  stakes: string[];
};

export const zSpinBody = z.object({ stake: amount }).strict();

export type SlotRoundView = {
  roundId: string;
  stake: string;
  payout: string;
  /** grid[reel][row]: symbol ids. */
  grid: number[][];
  lineWins: { line: number; symbol: number; count: number; payout: string }[];
  scatterWin: { count: number; payout: string } | null;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  /** SETTLED; WIN_PENDING while the wallet has not yet confirmed the payout (it is retried until it does). */
  status: 'SETTLED' | 'WIN_PENDING';
  playedAt: string;
  /** Present once the seed pair was rotated: everything needed to verify the round. */
  serverSeed?: string;
};

export type SpinAnswer = { round: SlotRoundView; balance: string; fairness: FairnessState };

// ---- Lottery ----

export type LotteryChoiceView = { value: string; labelKey: string; label: string };
export type LotterySelectionView =
  | { kind: 'digits'; length: number; example: string }
  | { kind: 'position'; balls: number; example: string }
  | { kind: 'choice'; options: LotteryChoiceView[] };

export type LotteryBetTypeView = {
  betType: string;
  labelKey: string;
  label: string;
  rule: string;
  selection: LotterySelectionView;
  odds: { tier: string; labelKey: string; label: string; odds: string }[];
  rtp: number;
};

export type LotteryResultView =
  | { game: 'ssc'; drawId: string; balls: number[] }
  | { game: 'vn'; drawId: string; prizes: { tier: string; numbers: string[] }[] }
  | {
      game: '4d';
      drawId: string;
      first: string;
      second: string;
      third: string;
      starter: string[];
      consolation: string[];
    };

export type DrawView = {
  drawId: string;
  opensAt: string;
  closesAt: string;
  drawsAt: string;
  /** Published before betting opens; the seed itself only after the draw. */
  serverSeedHash: string;
  serverSeed?: string;
  result?: LotteryResultView;
};

export type LotteryView = {
  family: 'LOTT' | 'VN' | 'SEA' | 'SEA4D';
  game: 'ssc' | 'vn' | '4d';
  labelKey: string;
  label: string;
  schedule: { kind: 'interval'; minutes: number } | { kind: 'daily'; time: string };
  closesBeforeDrawSeconds: number;
  stake: { min: string; max: string; step: string };
  betTypes: LotteryBetTypeView[];
  current: DrawView;
  isBettingOpen: boolean;
  /** Drawn draws, newest first. */
  previous: DrawView[];
  /** The server's clock when it answered (ISO): countdowns run on it, not on the device's own clock. */
  serverTime: string;
};

export const zTicketBody = z
  .object({
    betType: z.string().min(1).max(40),
    selection: z.string().trim().min(1).max(40),
    stake: amount,
  })
  .strict();

export type TicketView = {
  ticketId: string;
  drawId: string;
  betType: string;
  selection: string;
  stake: string;
  payout: string;
  /** OPEN until the draw; WON or LOST once settled; CANCELLED if the wallet refused or the draw was voided. */
  status: 'OPEN' | 'WON' | 'LOST' | 'CANCELLED';
  placedAt: string;
  settledAt: string | null;
};

export type TicketAnswer = { ticket: TicketView; balance: string };

// ---- Verify (no session) ----

export const zVerifyBody = z.discriminatedUnion('kind', [
  z
    .object({
      kind: z.literal('slot'),
      gameCode: z.string().min(1).max(80),
      serverSeed: z.string().regex(/^[0-9a-f]{64}$/),
      clientSeed: z.string().min(1).max(64),
      nonce: z
        .number()
        .int()
        .min(0)
        .max(2 ** 31),
      stake: amount,
    })
    .strict(),
  z
    .object({
      kind: z.literal('lottery'),
      family: z.enum(['LOTT', 'VN', 'SEA', 'SEA4D']),
      serverSeed: z.string().regex(/^[0-9a-f]{64}$/),
      drawId: z.string().min(1).max(40),
    })
    .strict(),
]);
export type VerifyBody = z.infer<typeof zVerifyBody>;

export type VerifyAnswer =
  | {
      kind: 'slot';
      serverSeedHash: string;
      grid: number[][];
      lineWins: SlotRoundView['lineWins'];
      scatterWin: SlotRoundView['scatterWin'];
      payout: string;
      /** The first HMAC block, hex, for players who check by hand. */
      firstBlock: string;
    }
  | { kind: 'lottery'; serverSeedHash: string; result: LotteryResultView };
