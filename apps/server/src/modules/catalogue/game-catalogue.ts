import type { GameCategory } from '@playhall/contracts/games';
import type { LanguageCode } from '@playhall/contracts/languages';
import type { GameTile } from '@playhall/contracts/lobby';
import { asc } from 'drizzle-orm';
import type { TableCache } from '../../cache/table-cache';
import type { Db } from '../../db/database';
import { games } from '../../db/schema/catalogue';
import { buildNameIndex } from './name-index';

export type GameRow = typeof games.$inferSelect;

type Indexed = GameRow & { searchable: string };

export type GameFilter = {
  category?: GameCategory | undefined;
  vendor?: string | undefined;
  classify?: string | undefined;
  onlyNew?: boolean | undefined;
  name?: string | undefined;
  nodeIds?: readonly number[] | undefined;
};

export function gameName(game: GameRow, language: LanguageCode): string {
  return game.names[language] ?? game.names.en ?? game.gameCode;
}

/**
 * A tile as the spec names its fields; images are paths under an image CDN, as WebP drawn from the tile's SVG: a
 * browser lays out every SVG image on its main thread, a raster decodes beside it (decision 0050).
 */
export function toTile(game: GameRow, language: LanguageCode): GameTile {
  const name = gameName(game, language);
  const icon = `game/${game.nodeId}.webp`;
  return {
    nodeId: game.nodeId,
    gameType: game.categoryCode as GameCategory,
    vassalage: game.vendorCode,
    iconUrl: icon,
    showIcon: icon,
    lagerIcon: `game/${game.nodeId}.webp?size=large`,
    gameName: name,
    nodeName: name,
    displayName: name,
    gameId: game.gameCode,
    gameCode: game.gameCode,
    gameClassify: game.classify,
    isGame: game.isGame,
    isHot: game.isHot ? 1 : 0,
    isNew: game.isNew ? 1 : 0,
    supportPlay: game.freeTrial ? 0 : 1,
    freeplay: game.freeTrial ? 1 : 0,
  };
}

/**
 * The games: the whole catalogue in memory (about 10,000 rows), rebuilt when the games table changes: lobby pages and name
 * searches filter arrays instead of asking the database (decision 0004).
 */
export function createGameCatalogue(db: Db, cache: TableCache, activeVendors: () => Promise<Set<string>>) {
  const catalogue = cache.cached(['games', 'vendors'], async () => {
    const [rows, active] = await Promise.all([
      db.select().from(games).orderBy(asc(games.categoryCode), asc(games.sortOrder), asc(games.nodeId)),
      activeVendors(),
    ]);
    const indexed: Indexed[] = rows
      .filter((row) => row.enabled && active.has(row.vendorCode))
      .map((row) => Object.assign(row, { searchable: Object.values(row.names).join('\n').toLowerCase() }));
    const byNode = new Map(indexed.map((row) => [row.nodeId, row]));
    // The lists a lobby asks for most, ready to slice: by category, by vendor, and by both.
    const lists = new Map<string, Indexed[]>();
    const push = (key: string, row: Indexed) => {
      const list = lists.get(key);
      if (list) list.push(row);
      else lists.set(key, [row]);
    };
    for (const row of indexed) {
      push(`c:${row.categoryCode}`, row);
      push(`v:${row.vendorCode}`, row);
      push(`cv:${row.categoryCode}:${row.vendorCode}`, row);
    }
    const searchNames = buildNameIndex(indexed.map((row) => row.searchable));
    // Every bet callback names its game: one lookup, not a scan of the vendor's list. The first game of a code
    // wins, as the scan did.
    const byCode = new Map<string, Indexed>();
    for (const row of indexed) {
      if (!byCode.has(row.gameCode)) byCode.set(row.gameCode, row);
      const key = `${row.vendorCode}\n${row.gameCode}`;
      if (!byCode.has(key)) byCode.set(key, row);
    }
    return { all: indexed, byNode, byCode, lists, searchNames, pages: new Map<string, string>() };
  });

  async function find(filter: GameFilter): Promise<Indexed[]> {
    const { all, byNode, lists, searchNames } = await catalogue();
    const { category, vendor } = filter;
    const needle = filter.name?.trim().toLowerCase() ?? '';
    const named = needle === '' || filter.nodeIds ? null : searchNames(needle);
    let list: Indexed[];
    if (named) {
      list = named.flatMap((row) => {
        const game = all[row];
        return game &&
          (!category || game.categoryCode === category) &&
          (!vendor || game.vendorCode === vendor)
          ? [game]
          : [];
      });
    } else if (filter.nodeIds) {
      list = filter.nodeIds.flatMap((id) => {
        const game = byNode.get(id);
        return game &&
          (!category || game.categoryCode === category) &&
          (!vendor || game.vendorCode === vendor)
          ? [game]
          : [];
      });
    } else if (category && vendor) list = lists.get(`cv:${category}:${vendor}`) ?? [];
    else if (category) list = lists.get(`c:${category}`) ?? [];
    else if (vendor) list = lists.get(`v:${vendor}`) ?? [];
    else list = all;

    const classify = filter.classify && filter.classify !== 'ALL' ? filter.classify : null;
    if (!classify && !filter.onlyNew && (needle === '' || named)) return list;
    return list.filter(
      (game) =>
        (!filter.onlyNew || game.isNew) &&
        (classify === null || classifyMatches(game, classify)) &&
        (needle === '' || named !== null || game.searchable.includes(needle)),
    );
  }

  async function byNodeId(nodeId: number): Promise<GameRow | undefined> {
    return (await catalogue()).byNode.get(nodeId);
  }

  async function byCode(gameCode: string, vendor?: string): Promise<GameRow | undefined> {
    return (await catalogue()).byCode.get(vendor ? `${vendor}\n${gameCode}` : gameCode);
  }

  async function countsByVendor(
    category: string,
  ): Promise<Map<string, { games: number; tile: GameRow | null }>> {
    const counts = new Map<string, { games: number; tile: GameRow | null }>();
    for (const game of (await catalogue()).lists.get(`c:${category}`) ?? []) {
      const entry = counts.get(game.vendorCode) ?? { games: 0, tile: null };
      if (game.isGame === 'VASSALAGE') entry.tile = game;
      else entry.games++;
      counts.set(game.vendorCode, entry);
    }
    return counts;
  }

  /** Each tile's JSON per language, built on first use: a lobby page is then string concatenation. */
  const tileJson = new WeakMap<GameRow, Map<LanguageCode, string>>();
  function tileText(game: GameRow, language: LanguageCode): string {
    let byLanguage = tileJson.get(game);
    if (!byLanguage) {
      byLanguage = new Map();
      tileJson.set(game, byLanguage);
    }
    let text = byLanguage.get(language);
    if (text === undefined) {
      text = JSON.stringify(toTile(game, language));
      byLanguage.set(language, text);
    }
    return text;
  }

  /**
   * Lobby pages are the same for every visitor: the last couple of thousand answers are kept as text, and go with
   * the catalogue they were built from when it changes.
   */
  async function cachedPage(key: string, build: () => Promise<string>): Promise<string> {
    const { pages } = await catalogue();
    const known = pages.get(key);
    if (known !== undefined) return known;
    const text = await build();
    if (pages.size >= 2000) pages.delete(pages.keys().next().value ?? '');
    pages.set(key, text);
    return text;
  }

  /** Builds the catalogue ahead of the first visitor (about 0.3 s of work for 10,000 games). */
  async function warm(): Promise<void> {
    await catalogue();
  }

  return { find, byNodeId, byCode, countsByVendor, tileText, cachedPage, warm };
}

function classifyMatches(game: GameRow, classify: string): boolean {
  if (classify === 'HOT') return game.isHot;
  if (classify === 'NEW') return game.isNew;
  return game.classify === classify;
}

export type GameCatalogue = ReturnType<typeof createGameCatalogue>;
