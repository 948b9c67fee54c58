import { ErrorCode } from '@playhall/contracts/error-codes';
import type { Database } from '../../db/database';
import { AppError } from '../../http/app-error';
import type { GameCatalogue } from './game-catalogue';

/** Favourites and recently played games of a member; both are idempotent to write. */
export function createPlayerLists(database: Database, catalogue: GameCatalogue) {
  async function favouriteIds(memberId: bigint): Promise<number[]> {
    const rows = await database.query<{ node_id: number }>(
      'select node_id from favourite_games where member_id = $1 order by created_at desc, node_id',
      [memberId],
    );
    return rows.map((row) => row.node_id);
  }

  async function addFavourite(memberId: bigint, nodeId: number): Promise<void> {
    if (!(await catalogue.byNodeId(nodeId))) throw new AppError(404, ErrorCode.NOT_FOUND, 'No such game.');
    await database.query(
      'insert into favourite_games (member_id, node_id) values ($1, $2) on conflict (member_id, node_id) do nothing',
      [memberId, nodeId],
    );
  }

  async function removeFavourite(memberId: bigint, nodeId: number): Promise<void> {
    await database.query('delete from favourite_games where member_id = $1 and node_id = $2', [
      memberId,
      nodeId,
    ]);
  }

  async function recentIds(memberId: bigint): Promise<number[]> {
    const rows = await database.query<{ node_id: number }>(
      'select node_id from recent_games where member_id = $1 order by last_played_at desc, node_id limit 100',
      [memberId],
    );
    return rows.map((row) => row.node_id);
  }

  async function recordPlayed(memberId: bigint, nodeId: number): Promise<void> {
    await database.query(
      `insert into recent_games (member_id, node_id) values ($1, $2)
       on conflict (member_id, node_id) do update set last_played_at = now()`,
      [memberId, nodeId],
    );
  }

  return { favouriteIds, addFavourite, removeFavourite, recentIds, recordPlayed };
}

export type PlayerLists = ReturnType<typeof createPlayerLists>;
