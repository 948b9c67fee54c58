import { type RoundLogEntry, zRoundLogAnswer, zVoidAnswer } from '@playhall/contracts/provider';
import { launchSignature } from '@playhall/games/launch-signature';
import { sign } from '@playhall/signing/signature';

/**
 * How the portal reaches a game vendor (ARCHITECTURE.md §5): a launch address for a real or a demo session, and
 * the wallet model it uses. The built-in provider (apps/games) is one adapter; an outside aggregator would be another.
 */
export interface VendorAdapter {
  readonly walletType: 'SEAMLESS' | 'TRANSFER';
  launchUrl(input: {
    vendorCode: string;
    gameCode: string;
    categoryCode: string;
    language: string;
    token: string | null;
    backUrl: string;
  }): string;
  /** The vendor's round log of a period and the void of wagers the wallet holds no stake for (rule 7). */
  readonly reconciliation: {
    roundLog(vendorCode: string, from: Date, to: Date): Promise<RoundLogEntry[]>;
    voidWagers(vendorCode: string, betTxIds: readonly string[]): Promise<string[]>;
  };
}

/** How long the wallet waits for a vendor's round log before the reconciliation run fails (and is retried). */
const RECONCILIATION_TIMEOUT_MS = 30_000;

/**
 * The built-in provider, mounted in this process under /play (or running alone at its own address). The launch
 * address names the tile's category (it picks the engine), signed with the vendor secret. `baseUrl` is what the
 * browser opens ('' when mounted here); `apiUrl` is where this server reaches it (absolute).
 */
export function builtInProvider(options: {
  baseUrl: string;
  apiUrl: string;
  walletType: 'SEAMLESS' | 'TRANSFER';
  secret: string;
}): VendorAdapter {
  const { walletType, secret } = options;
  const root = options.baseUrl.replace(/\/$/, '');
  const api = options.apiUrl.replace(/\/$/, '');

  async function call(path: string, body: Record<string, unknown>): Promise<unknown> {
    const text = JSON.stringify({ ...body, sentAt: new Date().toISOString() });
    const response = await fetch(`${api}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-signature': sign(secret, text) },
      body: text,
      signal: AbortSignal.timeout(RECONCILIATION_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`The game provider answered ${response.status} to ${path}`);
    return response.json();
  }

  return {
    walletType,
    reconciliation: {
      async roundLog(vendor, from, to) {
        const answer = await call('/play/provider/round-log', {
          vendor,
          from: from.toISOString(),
          to: to.toISOString(),
        });
        return zRoundLogAnswer.parse(answer).rounds;
      },
      async voidWagers(vendor, betTxIds) {
        return zVoidAnswer.parse(await call('/play/provider/void', { vendor, betTxIds })).voided;
      },
    },
    launchUrl({ vendorCode, gameCode, categoryCode, language, token, backUrl }) {
      const query = new URLSearchParams({
        lang: language,
        mode: token ? 'real' : 'demo',
        back: backUrl,
        cat: categoryCode,
        sig: launchSignature(secret, vendorCode, gameCode, categoryCode),
      });
      if (token) query.set('token', token);
      return `${root}/play/${encodeURIComponent(vendorCode)}/${encodeURIComponent(gameCode)}?${query}`;
    },
  };
}
