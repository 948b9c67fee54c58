import type { LanguageCode } from '@playhall/contracts/languages';
import { formatAmount } from '@playhall/contracts/money';
import type { Database } from '../../db/database';
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
    const rows = await database.query<{
      account: string;
      amount: bigint;
      memo: { gameCode?: string; vendor?: string } | null;
      created_at: Date;
    }>(
      `select m.account, e.amount, t.memo, t.created_at
       from ledger_transactions t
       join ledger_entries e on e.transaction_id = t.id and e.amount > 0
       join ledger_accounts a on a.id = e.account_id and a.kind in ('PLAYER', 'AGENT')
       join members m on m.id = a.member_id
       where t.kind = 'WIN' order by t.id desc limit 500`,
    );
    const board = [];
    for (const row of rows) {
      const game = row.memo?.gameCode
        ? await catalogue.byCode(row.memo.gameCode, row.memo.vendor)
        : undefined;
      if (!game || (filter.category !== 'ALL' && game.categoryCode !== filter.category)) continue;
      board.push({
        customerName: maskAccount(row.account),
        winAmount: formatAmount(row.amount),
        gameName: gameName(game, filter.language),
        iconUrl: `game/${game.nodeId}.svg`,
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
    const [row] = await database.query<{ balance: bigint; currency: string }>(
      `select balance, currency from ledger_accounts where code = 'SYSTEM:JACKPOT'`,
    );
    return { pool: row ? formatAmount(row.balance < 0n ? -row.balance : row.balance) : null };
  }

  return { winners, jackpot };
}
