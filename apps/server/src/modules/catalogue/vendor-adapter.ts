/**
 * How the portal reaches a game vendor (ARCHITECTURE.md §5): a launch address for a real or a demo session, and
 * the wallet model it uses. The built-in provider (apps/games) is one adapter; an outside aggregator would be another.
 */
export interface VendorAdapter {
  readonly walletType: 'SEAMLESS' | 'TRANSFER';
  launchUrl(input: {
    vendorCode: string;
    gameCode: string;
    language: string;
    token: string | null;
    backUrl: string;
  }): string;
}

/** The built-in provider, mounted in this process under /play (or running alone at its own address). */
export function builtInProvider(baseUrl: string, walletType: 'SEAMLESS' | 'TRANSFER'): VendorAdapter {
  const root = baseUrl.replace(/\/$/, '');
  return {
    walletType,
    launchUrl({ vendorCode, gameCode, language, token, backUrl }) {
      const query = new URLSearchParams({ lang: language, mode: token ? 'real' : 'demo', back: backUrl });
      if (token) query.set('token', token);
      return `${root}/play/${encodeURIComponent(vendorCode)}/${encodeURIComponent(gameCode)}?${query}`;
    },
  };
}
