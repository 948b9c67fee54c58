import type { LanguageCode } from '@playhall/contracts/languages';
import { formatAmount } from '@playhall/contracts/money';
import type { Database } from '../../db/database';
import { SystemAccount } from '../ledger/accounts';
import { accountBalance } from '../ledger/balances';
import { selectRecentWins } from '../ledger/statements';
import { selectAccountNames } from '../member/queries';
import { type GameCatalogue, gameName } from './game-catalogue';

function maskAccount(account: string): string {
  return account.length <= 4 ? `${account[0] ?? ''}***` : `${account.slice(0, 2)}***${account.slice(-2)}`;
}

/**
 * The winner board, read from the ledger: WIN postings to players, newest first, each naming its game in its memo
 * (the game callbacks write it). Account names are masked.
 */
export function createWinnerBoard(database: Database, catalogue: GameCatalogue) {
  async function winners(filter: { category: string; limit: number; language: LanguageCode }) {
    const rows = await selectRecentWins(database);
    const accountOf = await selectAccountNames(
      database,
      rows.map((row) => row.member_id),
    );
    const board = [];
    for (const row of rows) {
      const game = row.memo?.gameCode
        ? await catalogue.byCode(row.memo.gameCode, row.memo.vendor)
        : undefined;
      if (!game || (filter.category !== 'ALL' && game.categoryCode !== filter.category)) continue;
      board.push({
        customerName: maskAccount(accountOf(row.member_id)),
        winAmount: formatAmount(row.amount),
        gameName: gameName(game, filter.language),
        iconUrl: `game/${game.nodeId}.webp`,
        gameId: game.gameCode,
        vo: {
          gameType: game.categoryCode,
          vassalage: game.vendorCode,
          nodeId: game.nodeId,
          wonAt: new Date(row.created_at).toISOString(),
        },
      });
      if (board.length >= filter.limit) break;
    }
    return board;
  }

  /** The progressive jackpot pool is a ledger account the game engines feed; null until one exists. */
  async function jackpot() {
    const balance = await accountBalance(database, SystemAccount.JACKPOT);
    return { pool: balance === undefined ? null : formatAmount(balance < 0n ? -balance : balance) };
  }

  return { winners, jackpot };
}
