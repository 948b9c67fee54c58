import { describe, expect, it } from 'vitest';
import { demoGames } from '../../seed/demo-games';
import { buildNameIndex } from './name-index';

describe('the trigram name index', () => {
  const texts = demoGames().map((game) => Object.values(game.names).join('\n').toLowerCase());
  const search = buildNameIndex(texts);
  const scan = (needle: string) => texts.flatMap((text, row) => (text.includes(needle) ? [row] : []));

  it('finds exactly what a full scan finds, in the same order', () => {
    for (const needle of [
      'dragon',
      'gold',
      'rồng vàng',
      '黄金龙',
      'baccarat a1',
      'hold & win',
      'xyzzy',
      'ha noi keno',
      'e d',
    ]) {
      const indexed = search(needle);
      expect(indexed, needle).not.toBeNull();
      expect(indexed, needle).toEqual(scan(needle));
    }
  });

  it('leaves queries under three characters to a scan', () => {
    expect(search('go')).toBeNull();
    expect(search('龙')).toBeNull();
  });
});
