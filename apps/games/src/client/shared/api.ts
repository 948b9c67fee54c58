import type {
  CreateSession,
  FairnessState,
  GameSession,
  LotteryView,
  RotatedSeeds,
  SlotRoundView,
  SlotView,
  SpinAnswer,
  TicketAnswer,
  TicketView,
  VerifyAnswer,
  VerifyBody,
} from '@playhall/contracts/games-play';
import { GAME_SESSION_HEADER } from '@playhall/contracts/games-play-codes';

/** Codes the pages translate; NETWORK and UNKNOWN are the client's own, for failures that carry no code. */
export type ClientErrorCode = string;

/** A refused or failed call. `code` is a GamePlayError code or NETWORK / UNKNOWN; never shown raw. */
export class ApiError extends Error {
  readonly code: ClientErrorCode;
  readonly status: number;
  constructor(code: ClientErrorCode, status: number) {
    super(code);
    this.code = code;
    this.status = status;
  }
}

function codeOf(body: unknown): string {
  if (typeof body !== 'object' || body === null || !('error' in body)) return 'UNKNOWN';
  const error = body.error;
  if (typeof error === 'string') return error;
  // Tolerate `{ error: { code } }` too, so a richer error shape later does not turn into "something went wrong".
  if (typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string')
    return error.code;
  return 'UNKNOWN';
}

async function call<T>(method: string, path: string, body?: unknown, session?: string): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (session) headers[GAME_SESSION_HEADER] = session;
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
      cache: 'no-store',
    });
  } catch {
    throw new ApiError('NETWORK', 0);
  }
  const parsed: unknown = await response.json().catch(() => null);
  if (!response.ok) throw new ApiError(codeOf(parsed), response.status);
  if (parsed === null) throw new ApiError('UNKNOWN', response.status);
  return parsed as T;
}

export function createSession(body: CreateSession): Promise<GameSession> {
  return call<GameSession>('POST', '/play/api/session', body);
}

export function verify(body: VerifyBody): Promise<VerifyAnswer> {
  return call<VerifyAnswer>('POST', '/play/api/verify', body);
}

/** Every call of one game session: the session travels in its header, never in the address. */
export function sessionApi(session: string) {
  return {
    balance: () => call<{ balance: string }>('GET', '/play/api/balance', undefined, session),
    slot: () => call<SlotView>('GET', '/play/api/slot', undefined, session),
    spin: (stake: string) => call<SpinAnswer>('POST', '/play/api/slot/spin', { stake }, session),
    history: () => call<{ rounds: SlotRoundView[] }>('GET', '/play/api/history', undefined, session),
    setClientSeed: (clientSeed: string) =>
      call<FairnessState>('POST', '/play/api/fairness/client-seed', { clientSeed }, session),
    rotate: () => call<RotatedSeeds>('POST', '/play/api/fairness/rotate', undefined, session),
    lottery: () => call<LotteryView>('GET', '/play/api/lottery', undefined, session),
    placeTicket: (betType: string, selection: string, stake: string) =>
      call<TicketAnswer>('POST', '/play/api/lottery/tickets', { betType, selection, stake }, session),
    tickets: () => call<{ tickets: TicketView[] }>('GET', '/play/api/lottery/tickets', undefined, session),
  };
}

export type SessionApi = ReturnType<typeof sessionApi>;

export function errorCodeOf(error: unknown): ClientErrorCode {
  return error instanceof ApiError ? error.code : 'UNKNOWN';
}
