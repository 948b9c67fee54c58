import { createHash, randomBytes } from 'node:crypto';
import {
  type CreateSession,
  GamePlayError,
  type GameSession,
  type PlayMode,
} from '@playhall/contracts/games-play';
import { formatAmount, parseAmount } from '@playhall/contracts/money';
import { isLaunchSigned } from '../launch-signature';
import { engineFor } from './engine-for';
import { GameError } from './game-error';
import type { GamesDb } from './games-db';
import type { Seeds } from './seeds';
import type { WalletClient } from './wallet-client';

/** Play money a demo session starts with: enough to try every stake. */
export const DEMO_BALANCE = 200_000n;
const SESSION_HOURS = 12;

export type SessionRow = {
  token_hash: Buffer;
  mode: PlayMode;
  vendor_code: string;
  game_code: string;
  category: string;
  engine: GameSession['engine'];
  player_id: string | null;
  launch_token: string | null;
  currency: string;
  demo_balance: bigint | null;
};

export type PlaySession = SessionRow & {
  /** Who the seeds and rounds belong to: the player in real play, this session in demo. */
  owner: string;
};

function hashToken(token: string): Buffer {
  return createHash('sha256').update(token).digest();
}

function withOwner(row: SessionRow): PlaySession {
  return {
    ...row,
    owner: row.mode === 'real' ? `player:${row.player_id}` : `demo:${row.token_hash.toString('hex')}`,
  };
}

const WALLET_REFUSALS: Record<string, GamePlayError> = {
  TOKEN_EXPIRED: GamePlayError.TOKEN_EXPIRED,
  PLAYER_BLOCKED: GamePlayError.PLAYER_BLOCKED,
};

/**
 * Game sessions: a real one starts from the launch token (the wallet's balance call names the player), a demo one
 * from nothing and holds play money. The page gets a random session token; only its hash is stored.
 */
export function createSessions(deps: {
  db: GamesDb;
  wallet: WalletClient;
  seeds: Seeds;
  secret: string;
  demoCurrency: () => Promise<string>;
  timeZone: () => Promise<string>;
}) {
  const { db, wallet, seeds } = deps;

  async function create(input: CreateSession, language: string): Promise<GameSession> {
    if (!isLaunchSigned(deps.secret, input)) throw new GameError(400, GamePlayError.BAD_REQUEST);
    const { engine } = engineFor(input.vendor, input.category);
    const token = randomBytes(32).toString('base64url');
    let playerId: string | null = null;
    let balance = DEMO_BALANCE;
    let currency: string;
    if (input.mode === 'real') {
      if (!input.token) throw new GameError(400, GamePlayError.TOKEN_INVALID);
      const answer = await wallet.balance(input.vendor, input.token);
      if (answer.status !== 'OK' || !answer.playerId || !answer.balance || !answer.currency) {
        const known = WALLET_REFUSALS[answer.status];
        if (known) throw new GameError(403, known);
        if (answer.status === 'TOKEN_INVALID') throw new GameError(403, GamePlayError.TOKEN_INVALID);
        throw new GameError(503, GamePlayError.UNAVAILABLE);
      }
      playerId = answer.playerId;
      currency = answer.currency;
      balance = parseAmount(answer.balance);
    } else {
      currency = await deps.demoCurrency();
    }
    const row: SessionRow = {
      token_hash: hashToken(token),
      mode: input.mode,
      vendor_code: input.vendor,
      game_code: input.gameCode,
      category: input.category,
      engine,
      player_id: playerId,
      launch_token: input.mode === 'real' ? (input.token ?? null) : null,
      currency,
      demo_balance: input.mode === 'demo' ? DEMO_BALANCE : null,
    };
    await db.query(
      `insert into gp_sessions (token_hash, mode, vendor_code, game_code, category, engine, player_id, launch_token,
         currency, demo_balance, language, expires_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, now() + make_interval(hours => $12))`,
      [
        row.token_hash,
        row.mode,
        row.vendor_code,
        row.game_code,
        row.category,
        row.engine,
        row.player_id,
        row.launch_token,
        row.currency,
        row.demo_balance,
        language,
        SESSION_HOURS,
      ],
    );
    const session = withOwner(row);
    return {
      session: token,
      mode: row.mode,
      vendor: row.vendor_code,
      gameCode: row.game_code,
      engine,
      balance: formatAmount(balance),
      currency,
      timeZone: await deps.timeZone(),
      fairness: await seeds.fairness(session.owner),
    };
  }

  async function find(token: string | undefined): Promise<PlaySession> {
    if (!token || token.length > 100) throw new GameError(401, GamePlayError.SESSION_INVALID);
    const [row] = await db.query<SessionRow>(
      `select token_hash, mode, vendor_code, game_code, category, engine, player_id, launch_token, currency,
              demo_balance
       from gp_sessions where token_hash = $1 and expires_at > now()`,
      [hashToken(token)],
    );
    if (!row) throw new GameError(401, GamePlayError.SESSION_INVALID);
    return withOwner(row);
  }

  /** The balance the page shows: the wallet's (read fresh) or the session's play money. */
  async function balance(session: PlaySession): Promise<string> {
    if (session.mode === 'demo') return formatAmount(session.demo_balance ?? 0n);
    const answer = await wallet.balance(
      session.vendor_code,
      session.launch_token ?? '',
      session.player_id ?? '',
    );
    if (answer.status === 'OK' && answer.balance) return answer.balance;
    if (answer.status === 'TOKEN_EXPIRED') throw new GameError(403, GamePlayError.TOKEN_EXPIRED);
    throw new GameError(503, GamePlayError.UNAVAILABLE);
  }

  return { create, find, balance };
}

export type Sessions = ReturnType<typeof createSessions>;
