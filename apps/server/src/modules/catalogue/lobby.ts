import type { GameCategory } from '@playhall/contracts/games';
import type { LanguageCode } from '@playhall/contracts/languages';
import type { GameTile } from '@playhall/contracts/lobby';
import { asc } from 'drizzle-orm';
import type { TableCache } from '../../cache/table-cache';
import type { Db } from '../../db/database';
import { games } from '../../db/schema/catalogue';

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

/** A tile as the spec names its fields; images are paths under an image CDN. */
export function toTile(game: GameRow, language: LanguageCode): GameTile {
  const name = gameName(game, language);
  const icon = `game/${game.nodeId}.svg`;
  return {
    nodeId: game.nodeId,
    gameType: game.categoryCode as GameCategory,
    vassalage: game.vendorCode,
    iconUrl: icon,
    showIcon: icon,
    lagerIcon: `game/${game.nodeId}.svg?size=large`,
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
 * The whole catalogue in memory (about 10,000 rows), rebuilt when the games table changes: lobby pages and name
 * searches filter arrays instead of asking the database (decision 0004).
 */
export function createLobbyCatalogue(db: Db, cache: TableCache, activeVendors: () => Promise<Set<string>>) {
  const catalogue = cache.cached(['games'], async () => {
    const rows = await db
      .select()
      .from(games)
      .orderBy(asc(games.categoryCode), asc(games.sortOrder), asc(games.nodeId));
    const indexed: Indexed[] = rows
      .filter((row) => row.enabled)
      .map((row) => ({ ...row, searchable: Object.values(row.names).join('\n').toLowerCase() }));
    const byNode = new Map(indexed.map((row) => [row.nodeId, row]));
    const byCategory = new Map<string, Indexed[]>();
    for (const row of indexed) {
      const list = byCategory.get(row.categoryCode) ?? [];
      list.push(row);
      byCategory.set(row.categoryCode, list);
    }
    return { all: indexed, byNode, byCategory };
  });

  async function find(filter: GameFilter): Promise<Indexed[]> {
    const [{ all, byCategory, byNode }, active] = await Promise.all([catalogue(), activeVendors()]);
    let list: Indexed[] = filter.nodeIds
      ? filter.nodeIds.flatMap((id) => byNode.get(id) ?? [])
      : filter.category
        ? (byCategory.get(filter.category) ?? [])
        : all;
    const needle = filter.name?.trim().toLowerCase();
    list = list.filter(
      (game) =>
        active.has(game.vendorCode) &&
        (!filter.vendor || game.vendorCode === filter.vendor) &&
        (!filter.category || game.categoryCode === filter.category) &&
        (!filter.onlyNew || game.isNew) &&
        (!filter.classify || filter.classify === 'ALL' || classifyMatches(game, filter.classify)) &&
        (!needle || game.searchable.includes(needle)),
    );
    return list;
  }

  async function byNodeId(nodeId: number): Promise<GameRow | undefined> {
    return (await catalogue()).byNode.get(nodeId);
  }

  async function byCode(gameCode: string, vendor?: string): Promise<GameRow | undefined> {
    return (await catalogue()).all.find(
      (game) => game.gameCode === gameCode && (!vendor || game.vendorCode === vendor),
    );
  }

  async function countsByVendor(
    category: string,
  ): Promise<Map<string, { games: number; tile: GameRow | null }>> {
    const counts = new Map<string, { games: number; tile: GameRow | null }>();
    for (const game of (await catalogue()).byCategory.get(category) ?? []) {
      const entry = counts.get(game.vendorCode) ?? { games: 0, tile: null };
      if (game.isGame === 'VASSALAGE') entry.tile = game;
      else entry.games++;
      counts.set(game.vendorCode, entry);
    }
    return counts;
  }

  return { find, byNodeId, byCode, countsByVendor };
}

function classifyMatches(game: GameRow, classify: string): boolean {
  if (classify === 'HOT') return game.isHot;
  if (classify === 'NEW') return game.isNew;
  return game.classify === classify;
}

export type LobbyCatalogue = ReturnType<typeof createLobbyCatalogue>;
