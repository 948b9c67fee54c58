import type { GameCategory } from '@playhall/contracts/games';
import { slotThemeFor } from '../engines/slot/slot-for';
import { addLotteries } from './lottery-names';
import { type Add, at, type GameNames, join, NONE, titled } from './naming';
import { NOUN_HEROES, SLOT_ADJECTIVES, SLOT_SUFFIXES, SUB_TYPE_NOUNS, THEME_WORDS } from './slot-words';
import { CARD_GAMES, CARD_ROOMS, FISH_GAMES, LIVE_TABLES, type Motif, SUB_TYPE_MOTIFS } from './table-words';

export type { GameNames } from './naming';

/**
 * A game of the built-in provider's list: the one place its name comes from. The portal's demo catalogue is
 * seeded from this list and the game pages title themselves from it, so a tile, its game page and its betting
 * record say the same name.
 */
export type BuiltInGame = {
  vendorCode: string;
  categoryCode: GameCategory;
  gameCode: string;
  names: GameNames;
  classify: string | null;
  isGame: 'GAME' | 'VASSALAGE';
  /** RNG games: the theme of the reels (and of the tile art). */
  theme: string | null;
  /** What the tile art shows besides a slot theme. */
  motif: Motif | null;
  /** Slots: the symbol the name is about, which the tile features. */
  hero: number | null;
};

/**
 * The k-th name of a slot theme within one vendor: its nouns in turn, with (adjective, suffix) pairs walked by a
 * stride coprime with their number. Two names repeat only after lcm(nouns, pairs) ≥ 400 slots of one theme, far
 * more than a vendor has, and neighbours rarely share a word.
 */
function themedSlotName(themeId: string, k: number, vendorIndex: number): { names: GameNames; hero: number } {
  const words = THEME_WORDS[themeId];
  if (!words) throw new Error(`no words for slot theme ${themeId}`);
  const adjectives = [...words.adjectives, ...SLOT_ADJECTIVES];
  const noun = k + vendorIndex * 3;
  const pairs = adjectives.length * SLOT_SUFFIXES.length;
  // Each vendor and theme starts the walk elsewhere, so a vendor's first slots of each theme do not share words.
  const start = vendorIndex * 131 + Object.keys(THEME_WORDS).indexOf(themeId) * 37;
  const pair = (k * 7919 + start) % pairs;
  return {
    names: titled(
      at(adjectives, pair),
      at(words.nouns, noun),
      at(SLOT_SUFFIXES, Math.floor(pair / adjectives.length)),
    ),
    hero: at(NOUN_HEROES[themeId] ?? [8], noun),
  };
}

const RNG_VENDORS = ['PG', 'EG2', 'PT', 'JDB', 'CQ9', 'FC', 'JL', 'BGS'];
const SUB_TYPES = ['SC', 'VP', 'JP', 'TG', 'AC', 'BG'];

function generate(fastMinutes: number | undefined): BuiltInGame[] {
  const rows: BuiltInGame[] = [];
  const counts = new Map<string, number>();
  const add = (
    vendorCode: string,
    categoryCode: GameCategory,
    names: GameNames,
    options: { classify?: string; vassalage?: boolean; theme?: string; motif?: Motif; hero?: number } = {},
  ): string => {
    const index = (counts.get(vendorCode) ?? 0) + 1;
    counts.set(vendorCode, index);
    const gameCode = `${vendorCode}-${String(index).padStart(4, '0')}`;
    rows.push({
      vendorCode,
      categoryCode,
      gameCode,
      names,
      classify: options.classify ?? null,
      isGame: options.vassalage ? 'VASSALAGE' : 'GAME',
      theme: options.theme ?? null,
      motif: options.vassalage ? 'vendor' : (options.motif ?? null),
      hero: options.hero ?? null,
    });
    return gameCode;
  };
  const codeOf = (vendor: string) => `${vendor}-${String((counts.get(vendor) ?? 0) + 1).padStart(4, '0')}`;

  RNG_VENDORS.forEach((vendor, vendorIndex) => {
    const perTheme = new Map<string, number>();
    for (let index = 0; index < 1000; index++) {
      const theme = slotThemeFor(codeOf(vendor)).id;
      if (index % 6 === 5) {
        const pick = Math.floor(index / 6) + vendorIndex;
        const classify = at(SUB_TYPES, pick);
        const n = Math.floor(index / 36) + vendorIndex * 5;
        const which = Math.floor(n / SLOT_ADJECTIVES.length);
        add(vendor, 'RNG', titled(at(SLOT_ADJECTIVES, n), at(SUB_TYPE_NOUNS[classify] ?? [], which)), {
          classify,
          theme,
          motif: at(SUB_TYPE_MOTIFS[classify] ?? [], which),
        });
        continue;
      }
      const k = perTheme.get(theme) ?? 0;
      perTheme.set(theme, k + 1);
      const { names, hero } = themedSlotName(theme, k, vendorIndex);
      add(vendor, 'RNG', names, { classify: 'SLOT', theme, hero });
    }
  });

  ['JDB', 'FC', 'JL', 'CQ9'].forEach((vendor, vendorIndex) => {
    for (let index = 0; index < 100; index++) {
      const [game, motif] = at(FISH_GAMES, index);
      const adjective = at(SLOT_ADJECTIVES, Math.floor(index / FISH_GAMES.length) + vendorIndex * 9);
      add(vendor, 'FISH', titled(adjective, game), { motif });
    }
  });

  for (const vendor of ['PT', 'SX', 'EV']) {
    const lobby = vendor === 'PT' ? 'PT Live' : vendor === 'SX' ? 'Silk Live' : 'Evening Live';
    add(vendor, 'LIVE', join([lobby, lobby, lobby]), { vassalage: true });
    for (let index = 0; index < 100; index++) {
      const table = `${String.fromCharCode(65 + (index % 26))}${Math.floor(index / 26) + 1}`;
      const [game, motif] = at(LIVE_TABLES, index);
      add(vendor, 'LIVE', join(game, [table, table, table]), { motif });
    }
  }

  ['KY', 'LEG', 'JL'].forEach((vendor, vendorIndex) => {
    for (let index = 0; index < 200; index++) {
      const variant = Math.floor(index / (CARD_GAMES.length * CARD_ROOMS.length));
      const prefix = variant === 0 ? NONE : at(SLOT_ADJECTIVES, variant * 5 + vendorIndex);
      const [game, motif] = at(CARD_GAMES, index);
      add(vendor, 'PVP', join(prefix, game, at(CARD_ROOMS, Math.floor(index / CARD_GAMES.length))), {
        motif,
      });
    }
  });

  addLotteries(add, fastMinutes);
  addLobbies(add);
  return rows;
}

/** The lobby tiles of the sports, e-sports and cockfight vendors. */
function addLobbies(add: Add): void {
  for (const [vendor, name] of [
    ['SB', 'Stadium Bet'],
    ['UG', 'Ultra Goal'],
  ] as const) {
    add(vendor, 'SPORTS', join([name, name, name]), { vassalage: true });
    add(vendor, 'SPORTS', join([`${name} Sportsbook`, `${name} 体育`, `${name} Thể Thao`]), {
      motif: 'sports',
    });
  }
  for (const vendor of ['AV', 'AI', 'IMES', 'TF', 'IA']) {
    add(vendor, 'ESPORTS', join([`${vendor} Arena`, `${vendor} 电竞`, `${vendor} Thể Thao Điện Tử`]), {
      motif: 'esports',
    });
  }
  add('DS88', 'COCKFIGHT', join(['Sabong Arena', '斗鸡场', 'Đấu Trường Gà']), { motif: 'cockfight' });
  add('DS88', 'COCKFIGHT', join(['Derby Live', '斗鸡直播', 'Đá Gà Trực Tiếp']), { motif: 'cockfight' });
}

/** Options of a deployment the list depends on: the fast lotteries' interval, which their names state. */
export type GameListOptions = { fastMinutes?: number | undefined };

type GameList = { games: readonly BuiltInGame[]; byCode: Map<string, BuiltInGame> };
const lists = new Map<number, GameList>();

function listFor({ fastMinutes }: GameListOptions): GameList {
  const key = fastMinutes ?? 0;
  let list = lists.get(key);
  if (!list) {
    const games = generate(fastMinutes);
    list = { games, byCode: new Map(games.map((game) => [`${game.vendorCode}\n${game.gameCode}`, game])) };
    lists.set(key, list);
  }
  return list;
}

/**
 * The built-in provider's game list: about 10,000 games across the demo vendors (slots with their sub-types,
 * fishing, live tables, card rooms, lotteries, and the lobby tiles of the sports, e-sports and cockfight vendors).
 * The same on every machine for the same options; built once.
 */
export function builtInGames(options: GameListOptions = {}): readonly BuiltInGame[] {
  return listFor(options).games;
}

/** One game of the list by vendor and code, or undefined for a code the provider does not list. */
export function builtInGame(
  vendorCode: string,
  gameCode: string,
  options: GameListOptions = {},
): BuiltInGame | undefined {
  return listFor(options).byCode.get(`${vendorCode}\n${gameCode}`);
}

/** A listed game's name in a language of the game pages (English for any other). */
export function builtInGameName(
  vendorCode: string,
  gameCode: string,
  language: string,
  options: GameListOptions = {},
): string | undefined {
  const names = builtInGame(vendorCode, gameCode, options)?.names;
  if (!names) return undefined;
  return language === 'zh-CN' ? names['zh-CN'] : language === 'vi' ? names.vi : names.en;
}
