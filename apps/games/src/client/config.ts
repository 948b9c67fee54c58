import type { PlayMode } from '@playhall/contracts/games-play';
import { isOfferedLanguage, type OfferedLanguage } from '@playhall/contracts/languages';

/** A language of the game pages: every language the portal offers. */
export type Language = OfferedLanguage;

export type GamePageConfig = {
  page: 'game';
  vendor: string;
  gameCode: string;
  mode: PlayMode;
  token: string | null;
  category: string;
  signature: string;
  language: Language;
  backUrl: string;
  /** The game's name from the provider's game list (the name the lobby shows); null for an unlisted code. */
  title: string | null;
};

export type VerifyPrefill = {
  kind: 'slot' | 'lottery';
  gameCode?: string;
  family?: string;
  serverSeed?: string;
  clientSeed?: string;
  nonce?: number;
  stake?: string;
  drawId?: string;
  /** The hash that was published before play, to compare with the seed's hash. */
  hash?: string;
};

export type VerifyPageConfig = { page: 'verify'; language: Language; prefill: VerifyPrefill };

export type PageConfig = GamePageConfig | VerifyPageConfig;

type Json = Record<string, unknown>;

const isJson = (value: unknown): value is Json => typeof value === 'object' && value !== null;
const text = (value: unknown, fallback = ''): string => (typeof value === 'string' ? value : fallback);
const optionalText = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

export function languageOf(value: unknown): Language {
  return typeof value === 'string' && isOfferedLanguage(value) ? value : 'en';
}

/**
 * The page's configuration as the server embedded it. It is read defensively: a page that cannot make sense of
 * it shows an error instead of throwing, since a blank iframe inside the portal tells the player nothing.
 */
export function readPageConfig(doc: Document): PageConfig | null {
  const element = doc.getElementById('game-config');
  if (!element?.textContent) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(element.textContent);
  } catch {
    return null;
  }
  if (!isJson(raw)) return null;
  const language = languageOf(raw.language);
  if (raw.page === 'verify') {
    const prefill = isJson(raw.prefill) ? raw.prefill : {};
    const nonce = Number(prefill.nonce);
    return {
      page: 'verify',
      language,
      prefill: {
        kind: prefill.kind === 'lottery' ? 'lottery' : 'slot',
        gameCode: optionalText(prefill.gameCode),
        family: optionalText(prefill.family),
        serverSeed: optionalText(prefill.serverSeed),
        clientSeed: optionalText(prefill.clientSeed),
        nonce: prefill.nonce !== undefined && Number.isInteger(nonce) ? nonce : undefined,
        stake: optionalText(prefill.stake),
        drawId: optionalText(prefill.drawId),
        hash: optionalText(prefill.hash),
      },
    };
  }
  if (raw.page !== 'game') return null;
  return {
    page: 'game',
    vendor: text(raw.vendor),
    gameCode: text(raw.gameCode),
    mode: raw.mode === 'real' ? 'real' : 'demo',
    token: typeof raw.token === 'string' && raw.token.length > 0 ? raw.token : null,
    category: text(raw.category),
    signature: text(raw.signature),
    language,
    backUrl: text(raw.backUrl, '/'),
    title: optionalText(raw.title) ?? null,
  };
}
