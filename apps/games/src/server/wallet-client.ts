import { createHmac, randomUUID } from 'node:crypto';

/** How long the provider waits for the wallet: well past its 500 ms budget, short enough to cancel in time. */
const TIMEOUT_MS = 3_000;

export type WalletAnswer = {
  status: string;
  playerId?: string;
  balance?: string;
  currency?: string;
  processedTxId?: string;
};

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

  async function call(vendor: string, action: string, body: Record<string, unknown>): Promise<WalletAnswer> {
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
    bet: (
      vendor: string,
      bet: {
        txId: string;
        token: string;
        playerId: string;
        roundId: string;
        gameCode: string;
        amount: string;
        currency: string;
      },
    ) => call(vendor, 'bet', bet),
    win: (
      vendor: string,
      win: {
        txId: string;
        refTxId: string;
        playerId: string;
        roundId: string;
        gameCode: string;
        amount: string;
        currency: string;
        roundClosed: boolean;
      },
    ) => call(vendor, 'win', win),
    rollback: (
      vendor: string,
      rollback: { txId: string; refTxId: string; playerId: string; roundId: string },
    ) => call(vendor, 'rollback', rollback),
  };
}

export type WalletClient = ReturnType<typeof createWalletClient>;
