/**
 * Games of several categories taken in turns, the category with the most games first: the home's hot lane opens
 * on a slot, a card room, a lottery, a live table… instead of a row of one kind (the catalogue lists by category).
 * Order within a category is kept.
 */
export function inTurnsByCategory<T extends { categoryCode: string }>(games: readonly T[]): T[] {
  const groups = new Map<string, T[]>();
  for (const game of games) {
    const group = groups.get(game.categoryCode);
    if (group) group.push(game);
    else groups.set(game.categoryCode, [game]);
  }
  const queues = [...groups.values()].sort((a, b) => b.length - a.length);
  const mixed: T[] = [];
  for (let turn = 0; mixed.length < games.length; turn++) {
    for (const queue of queues) {
      const game = queue[turn];
      if (game) mixed.push(game);
    }
  }
  return mixed;
}
