import { describe, expect, it } from 'vitest';
import { checkSettings, settingsDraftOf } from './contract-settings-draft';

const settings = {
  carryDividendLosses: true,
  dailyDelayMinutes: 60,
  hourlyGraceMinutes: 10,
  realtimeGraceMinutes: 2,
};

describe('checkSettings', () => {
  it('sends the settings back as numbers when every delay is whole minutes within its bounds', () => {
    const draft = { ...settingsDraftOf(settings), carryDividendLosses: false, dailyDelayMinutes: ' 1440 ' };
    expect(checkSettings(draft)).toEqual({
      problems: [],
      settings: { ...settings, carryDividendLosses: false, dailyDelayMinutes: 1440 },
    });
  });

  it('names each delay out of its bounds or not a whole number, and sends nothing', () => {
    const draft = {
      ...settingsDraftOf(settings),
      dailyDelayMinutes: '1441',
      hourlyGraceMinutes: '1.5',
      realtimeGraceMinutes: '',
    };
    expect(checkSettings(draft)).toEqual({
      problems: ['dailyDelayMinutes', 'hourlyGraceMinutes', 'realtimeGraceMinutes'],
      settings: null,
    });
    expect(checkSettings({ ...settingsDraftOf(settings), realtimeGraceMinutes: '61' }).problems).toEqual([
      'realtimeGraceMinutes',
    ]);
    expect(checkSettings({ ...settingsDraftOf(settings), hourlyGraceMinutes: '-1' }).problems).toEqual([
      'hourlyGraceMinutes',
    ]);
  });
});
