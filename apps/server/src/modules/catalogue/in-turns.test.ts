import { describe, expect, it } from 'vitest';
import { inTurnsByCategory } from './in-turns';

describe('games in turns by category', () => {
  it('takes one of each category in turn, the biggest category first, keeping each category’s order', () => {
    const games = ['LIVE:1', 'RNG:1', 'RNG:2', 'RNG:3', 'FISH:1', 'LIVE:2'].map((id) => ({
      id,
      categoryCode: id.split(':')[0] ?? '',
    }));
    expect(inTurnsByCategory(games).map((game) => game.id)).toEqual([
      'RNG:1',
      'LIVE:1',
      'FISH:1',
      'RNG:2',
      'LIVE:2',
      'RNG:3',
    ]);
    expect(inTurnsByCategory([])).toEqual([]);
  });
});
