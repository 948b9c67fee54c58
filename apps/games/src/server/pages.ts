import { isOfferedLanguage, type OfferedLanguage } from '@playhall/contracts/languages';

/** The HTML shells of the game pages: the browser code (src/client) reads its configuration from #game-config. */

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** JSON inside a script element: `<` is escaped so no value can close the element. */
function embedJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** The site's name in every offered language (the type makes a new one bring its own). */
const TITLES: Record<OfferedLanguage, string> = {
  en: 'Playhall Games',
  'zh-CN': 'Playhall 游戏',
  vi: 'Playhall Trò chơi',
  ms: 'Permainan Playhall',
  hi: 'Playhall गेम्स',
  th: 'Playhall เกม',
  es: 'Juegos Playhall',
  'pt-BR': 'Jogos Playhall',
  ja: 'Playhall ゲーム',
  ko: 'Playhall 게임',
  id: 'Permainan Playhall',
  'zh-TW': 'Playhall 遊戲',
};

/** A game page is titled with the game's name (the tab of a game opened on its own), other pages as the site. */
export function pageShell(
  config: Record<string, unknown> & { language: string; title?: string | null },
): string {
  const site = TITLES[isOfferedLanguage(config.language) ? config.language : 'en'];
  const title = config.title ? `${config.title} · ${site}` : site;
  return `<!doctype html><html lang="${escapeHtml(config.language)}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<meta name="color-scheme" content="dark"><title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="/play/assets/game.css"></head>
<body><div id="root"></div>
<script type="application/json" id="game-config">${embedJson(config)}</script>
<script type="module" src="/play/assets/game.js"></script></body></html>`;
}
