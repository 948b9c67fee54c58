import type { SlotRoundView, SlotSymbolView } from '@playhall/contracts/games-play';

/** One thing to point at after a spin: a paying line, or the scatters. */
export type WinItem =
  | { kind: 'line'; line: number; symbol: number; count: number; payout: string; cells: string[] }
  | { kind: 'scatter'; count: number; payout: string; cells: string[] };

export const cellKey = (reel: number, row: number) => `${reel}:${row}`;

export function winItems(round: SlotRoundView, paylines: number[][], symbols: SlotSymbolView[]): WinItem[] {
  const items: WinItem[] = round.lineWins.map((win) => {
    const rows = paylines[win.line - 1] ?? [];
    const cells = rows.slice(0, win.count).map((row, reel) => cellKey(reel, row));
    return { kind: 'line', ...win, cells };
  });
  if (round.scatterWin) {
    const scatterIds = new Set(
      symbols.filter((symbol) => symbol.kind === 'scatter').map((symbol) => symbol.id),
    );
    const cells: string[] = [];
    round.grid.forEach((column, reel) => {
      column.forEach((symbol, row) => {
        if (scatterIds.has(symbol)) cells.push(cellKey(reel, row));
      });
    });
    items.push({ kind: 'scatter', ...round.scatterWin, cells });
  }
  return items;
}

/** A distinct, readable colour per payline, so overlapping lines can be told apart. */
export function lineColour(line: number): string {
  return `hsl(${(line * 67) % 360} 95% 62%)`;
}

/** A grid shown before the first spin: a few of every kind, so the theme is visible at once. */
export function openingGrid(symbolCount: number): number[][] {
  const pattern = [
    [8, 3, 0],
    [5, 9, 1],
    [7, 2, 10],
    [4, 6, 1],
    [2, 8, 3],
  ];
  return pattern.map((column) => column.map((id) => (id < symbolCount ? id : 0)));
}
