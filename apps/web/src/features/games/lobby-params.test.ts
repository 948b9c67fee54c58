import { RNG_SUB_TYPES } from '@playhall/contracts/games';
import { describe, expect, it } from 'vitest';
import { classifyOptions, readLobbyState, writeLobbyState } from './lobby-params';

describe('the lobby state in the address', () => {
  it('reads the vendor, the list, the name and the page', () => {
    const params = new URLSearchParams('vassalage=PG&classify=HOT&name=%20dragon%20&page=3');
    expect(readLobbyState(params, 'RNG')).toEqual({
      vassalage: 'PG',
      classify: 'HOT',
      name: 'dragon',
      page: 3,
    });
  });

  it('falls back to every game, page 1, for what is missing or not offered', () => {
    expect(readLobbyState(new URLSearchParams(''), 'LIVE')).toEqual({
      vassalage: null,
      classify: 'ALL',
      name: '',
      page: 1,
    });
    expect(readLobbyState(new URLSearchParams('classify=NEW&page=0'), 'LIVE')).toMatchObject({
      classify: 'ALL',
      page: 1,
    });
    expect(readLobbyState(new URLSearchParams('page=abc'), 'RNG').page).toBe(1);
  });

  it('writes only what differs from the defaults, so that the plain lobby has a plain address', () => {
    expect(writeLobbyState({ vassalage: null, classify: 'ALL', name: '', page: 1 }).toString()).toBe('');
    expect(writeLobbyState({ vassalage: 'PG', classify: 'FAV', name: 'dragon', page: 2 }).toString()).toBe(
      'vassalage=PG&classify=FAV&name=dragon&page=2',
    );
  });

  it('offers NEW and the sub-types for slots only', () => {
    expect(classifyOptions('LIVE')).toEqual(['ALL', 'HOT', 'RECENT', 'FAV']);
    expect(classifyOptions('RNG')).toEqual(['ALL', 'HOT', 'RECENT', 'FAV', 'NEW', ...RNG_SUB_TYPES]);
  });
});
