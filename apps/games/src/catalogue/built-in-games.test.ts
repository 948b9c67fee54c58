import { describe, expect, it } from 'vitest';
import { LOTTERY_SCHEDULES } from '../engines/lottery/schedule';
import { slotFor } from '../engines/slot/slot-for';
import { builtInGame, builtInGameName, builtInGames } from './built-in-games';
import { THEME_WORDS } from './slot-words';

const games = builtInGames();

describe('the built-in provider’s game list', () => {
  it('holds about 10,000 games, each code once, the same list on every call', () => {
    expect(games.length).toBeGreaterThan(9_500);
    expect(new Set(games.map((game) => `${game.vendorCode}/${game.gameCode}`)).size).toBe(games.length);
    expect(builtInGames()).toBe(games);
  });

  it('never lists one name twice within a vendor, in any language', () => {
    for (const language of ['en', 'zh-CN', 'vi'] as const) {
      const names = games.map((game) => `${game.vendorCode}/${game.names[language]}`);
      expect(new Set(names).size, language).toBe(names.length);
    }
  });

  it('names every slot after the theme its reels play', () => {
    const slots = games.filter((game) => game.classify === 'SLOT');
    expect(slots.length).toBeGreaterThan(6_000);
    for (const slot of slots) {
      const theme = slotFor(slot.gameCode).themeId;
      expect(slot.theme).toBe(theme);
      const nouns = THEME_WORDS[theme]?.nouns.map((noun) => noun[0]) ?? [];
      expect(
        nouns.some((noun) => slot.names.en.includes(noun)),
        `${slot.gameCode} ${slot.names.en} (${theme})`,
      ).toBe(true);
    }
  });

  it('names every lottery after the schedule it draws on', () => {
    const minutes = (family: 'LOTT' | 'SEA') => {
      const schedule = LOTTERY_SCHEDULES[family];
      return schedule.kind === 'interval' ? schedule.minutes : 0;
    };
    const lotteries = games.filter((game) => game.motif === 'five-balls' || game.motif === 'four-d');
    expect(lotteries).toHaveLength(450 + 60);
    for (const game of lotteries) {
      const family = game.motif === 'four-d' ? 'SEA' : 'LOTT';
      expect(game.names.en, game.gameCode).toMatch(new RegExp(`\\b${minutes(family)}[- ]Minutes?\\b`));
      expect(game.names['zh-CN'], game.gameCode).toContain(`${minutes(family)}分`);
      expect(game.names.vi, game.gameCode).toContain(`${minutes(family)} Phút`);
      expect(game.names.en).not.toMatch(/daily|1 minute|5 minutes/i);
    }
    const daily = games.filter((game) => game.motif === 'vn-lotto');
    expect(daily).toHaveLength(120);
    for (const game of daily) expect(game.names.en, game.gameCode).toMatch(/Daily|Evening Draw 18:30/);
  });

  it('names the fast lotteries after the interval this deployment draws at', () => {
    const everyMinute = builtInGames({ fastMinutes: 1 });
    expect(builtInGames({ fastMinutes: 1 })).toBe(everyMinute);
    const fast = everyMinute.filter((game) => game.motif === 'five-balls' || game.motif === 'four-d');
    for (const game of fast) {
      expect(game.names.en, game.gameCode).toMatch(/\b1[- ]Minute\b/);
      expect(game.names.vi, game.gameCode).toContain('1 Phút');
    }
    const daily = everyMinute.find((game) => game.motif === 'vn-lotto');
    expect(daily?.names.en).toMatch(/Daily|18:30/);
    // Only the names move: codes, themes and art stay.
    expect(everyMinute.map((game) => game.gameCode)).toEqual(games.map((game) => game.gameCode));
  });

  it('answers a listed game’s name by vendor and code, in the page’s language', () => {
    const first = games[0];
    if (!first) throw new Error('empty list');
    expect(builtInGame(first.vendorCode, first.gameCode)).toBe(first);
    expect(builtInGameName(first.vendorCode, first.gameCode, 'vi')).toBe(first.names.vi);
    expect(builtInGameName(first.vendorCode, first.gameCode, 'zh-CN')).toBe(first.names['zh-CN']);
    expect(builtInGameName(first.vendorCode, first.gameCode, 'th')).toBe(first.names.en);
    expect(builtInGameName('PG', 'PG-9999', 'en')).toBeUndefined();
  });
});
