import { rect } from '@playhall/games/art/draw';
import { group, type Picture, paintDefs, paintsUsed, pictureSvg } from '@playhall/games/art/paint';
import { THEME_ART, type ThemeArt } from '@playhall/games/art/theme-art';
import { background, type Palette, TABLE_PALETTES, vendorFrame, WATER_PALETTES } from './tile-backdrop';
import { MORE_MOTIFS } from './tile-motifs-more';
import { type MotifDrawing, TABLE_MOTIFS } from './tile-motifs-tables';

export type TileArtInput = {
  vendorCode: string;
  gameCode: string;
  categoryCode: string;
  /** The slot theme its reels play (built-in RNG games), or null. */
  theme: string | null;
  /** What a non-slot game shows (or a slot sub-type: scratch card, video poker…), or null. */
  motif: string | null;
  /** A slot's featured symbol (what its name is about), or null for the theme's own choice. */
  hero?: number | null;
  /** The studio's brand colour, for its frame. */
  brandColour: string;
};

const MOTIFS: Readonly<Record<string, MotifDrawing>> = { ...TABLE_MOTIFS, ...MORE_MOTIFS };

/** What a game of another provider shows, by category. */
const CATEGORY_MOTIF: Readonly<Record<string, string>> = {
  RNG: 'jackpot',
  FISH: 'fish',
  LIVE: 'roulette',
  PVP: 'holdem',
  LOTT: 'five-balls',
  ELOTT: 'five-balls',
  SPORTS: 'sports',
  ESPORTS: 'esports',
  COCKFIGHT: 'cockfight',
};

const WATER = new Set(['fish', 'shark', 'toad', 'reef', 'sea-dragon']);

/** FNV-1a: a cheap, stable spread of a code over the art's choices. */
function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

const placed = (x: number, y: number, size: number, picture: Picture) =>
  group(`translate(${x} ${y}) scale(${size / 100})`, picture);

/** A colour between two `#rrggbb` colours (t = 0: the first, 1: the second). */
function mix(from: string, to: string, t: number): string {
  const channel = (hex: string, index: number) =>
    Number.parseInt(hex.slice(1 + index * 2, 3 + index * 2), 16);
  return `#${[0, 1, 2]
    .map((index) => Math.round(channel(from, index) * (1 - t) + channel(to, index) * t))
    .map((value) => value.toString(16).padStart(2, '0'))
    .join('')}`;
}

/** A theme's background in one of three tints (its own middle tone, or either accent darkened). */
function tinted(palette: ThemeArt['palette'], variant: number): Palette {
  const mid =
    variant === 1
      ? mix(palette.accent, '#000000', 0.3)
      : variant === 2
        ? mix(palette.accent2, '#000000', 0.45)
        : palette.mid;
  return { deep: palette.deep, mid, glow: palette.glow };
}

/** A slot: its theme's most iconic symbols in one of three layouts, so neighbours in a lobby look different. */
function slotScene(
  themeId: string,
  hash: number,
  hero: number | null,
): { palette: Palette; scene: Picture } | null {
  const theme = THEME_ART[themeId];
  if (!theme) return null;
  const art = { ...theme, palette: tinted(theme.palette, (hash >>> 16) % 3) };
  // The named symbol first, then the theme's others in an order of the game's own.
  const others = art.heroes.filter((id) => id !== hero);
  const pick = (n: number) =>
    hero !== null && n === 0 ? hero : (others[(hash + n) % others.length] ?? art.heroes[0] ?? 0);
  const symbol = (n: number) => art.symbols[pick(n)] ?? [];
  const layout = (hash >>> 8) % 3;
  if (layout === 0)
    return {
      palette: art.palette,
      scene: [
        placed(58, 28, 184, symbol(0)),
        placed(14, 176, 78, symbol(1)),
        placed(208, 176, 78, symbol(2)),
      ],
    };
  if (layout === 1) {
    const cell = (x: number, n: number, isMain: boolean) => [
      rect(x, 62, 90, 124, 14, '#050816', {
        stroke: isMain ? art.palette.glow : '#ffffff',
        strokeOpacity: isMain ? 0.9 : 0.25,
        strokeWidth: isMain ? 4 : 2,
        fillOpacity: 0.55,
      }),
      placed(x + 3, 82, 84, symbol(n)),
    ];
    return {
      palette: art.palette,
      scene: [...cell(12, 1, false), ...cell(198, 2, false), ...cell(105, 0, true)],
    };
  }
  return {
    palette: art.palette,
    scene: [placed(150, 24, 120, symbol(1)), placed(20, 60, 176, symbol(0)), placed(196, 158, 88, symbol(2))],
  };
}

function motifScene(motif: string, hash: number, theme: string | null): { palette: Palette; scene: Picture } {
  const draw = MOTIFS[motif] ?? MOTIFS.jackpot;
  const palettes = WATER.has(motif) ? WATER_PALETTES : TABLE_PALETTES;
  const palette = (theme ? THEME_ART[theme]?.palette : undefined) ?? palettes[hash % palettes.length];
  return {
    palette: palette ?? { deep: '#0b1020', mid: '#312e81', glow: '#c4b5fd' },
    scene: [placed(45, 28, 210, draw?.(hash) ?? [])],
  };
}

/**
 * A game's tile art (decisions 0008, 0035): its theme's symbols or its motif, on its palette, in its studio's
 * frame, no text but the studio's mark: the name is printed under the tile. Drawn the same for the same game, so
 * it caches; a few kilobytes of SVG, crisp at any pixel ratio.
 */
export const TILE_SIZE = 300;

export function renderGameTile(input: TileArtInput): string {
  const hash = hashOf(input.gameCode);
  const slot = input.theme && !input.motif ? slotScene(input.theme, hash, input.hero ?? null) : null;
  // A vendor's lobby tile shows what its category plays.
  const motif =
    input.motif && input.motif !== 'vendor' ? input.motif : (CATEGORY_MOTIF[input.categoryCode] ?? 'jackpot');
  const { palette, scene } = slot ?? motifScene(motif, hash, input.theme);
  const art = pictureSvg(scene);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${TILE_SIZE}" height="${TILE_SIZE}" viewBox="0 0 300 300"><defs>${paintDefs(paintsUsed(art))}</defs>
<clipPath id="c"><rect width="300" height="300" rx="24"/></clipPath><g clip-path="url(#c)">${background(palette, hash >>> 12)}${art}${vendorFrame(input.vendorCode, input.brandColour, hashOf(input.vendorCode))}</g></svg>`;
}
