import { createHmac, randomUUID } from 'node:crypto';
import type {
  BetCallback,
  ProviderAction,
  ProviderAnswer,
  ProviderStatus,
  RollbackCallback,
  WinCallback,
} from '@playhall/contracts/provider';

/** How long the provider waits for the wallet: well past its 500 ms budget, short enough to cancel in time. */
const TIMEOUT_MS = 3_000;

/** The wallet's answer (the contracts' ProviderAnswer), or NO_ANSWER when none came back in time. */
export type WalletAnswer = Omit<ProviderAnswer, 'status'> & { status: ProviderStatus | 'NO_ANSWER' };

/** What each callback sends, less the request id every call is given here. */
type Body<T> = Omit<T, 'requestId'>;

/** An answer that says nothing about what happened: the call may or may not have moved money. */
export function isUnknown(answer: WalletAnswer): boolean {
  return answer.status === 'INTERNAL_ERROR' || answer.status === 'NO_ANSWER';
}

/**
 * The provider's side of the seamless-wallet protocol (PROVIDER-PROTOCOL.md): signed JSON to the portal's
 * `/wps/provider/{vendor}/{action}`, exactly as an outside vendor sends it. A network failure or time-out is
 * `NO_ANSWER`, which callers treat like INTERNAL_ERROR: unknown, to be settled by a rollback or a retry.
 */
export function createWalletClient({ walletUrl, secret }: { walletUrl: string; secret: string }) {
  const root = walletUrl.replace(/\/$/, '');

  async function call(vendor: string, action: ProviderAction, body: object): Promise<WalletAnswer> {
    const text = JSON.stringify({ requestId: randomUUID(), ...body });
    try {
      const response = await fetch(`${root}/wps/provider/${encodeURIComponent(vendor)}/${action}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-signature': createHmac('sha256', secret).update(text).digest('hex'),
        },
        body: text,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!response.ok) return { status: 'NO_ANSWER' };
      const answer = (await response.json()) as WalletAnswer;
      return typeof answer?.status === 'string' ? answer : { status: 'NO_ANSWER' };
    } catch {
      return { status: 'NO_ANSWER' };
    }
  }

  return {
    balance: (vendor: string, token: string, playerId?: string) =>
      call(vendor, 'balance', { token, ...(playerId ? { playerId } : {}) }),
    bet: (vendor: string, bet: Body<BetCallback>) => call(vendor, 'bet', bet),
    win: (vendor: string, win: Body<WinCallback>) => call(vendor, 'win', win),
    rollback: (vendor: string, rollback: Body<RollbackCallback>) => call(vendor, 'rollback', rollback),
  };
}

export type WalletClient = ReturnType<typeof createWalletClient>;
