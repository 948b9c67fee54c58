import { afterEach, describe, expect, it, vi } from 'vitest';
import { noteServerTime, serverNow } from './server-clock';

describe('the server clock seen from the page', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("follows the server's time when the device clock is ten minutes fast", () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const device = Date.parse('2026-11-24T12:10:00Z');
    vi.setSystemTime(device);
    // Asked at device 12:10:00.000, answered at 12:10:00.200; the server read 12:00:00.100 halfway.
    noteServerTime('2026-11-24T12:00:00.100Z', device, device + 200);
    vi.setSystemTime(device + 200);
    expect(new Date(serverNow()).toISOString()).toBe('2026-11-24T12:00:00.200Z');
    vi.setSystemTime(device + 60_200);
    expect(new Date(serverNow()).toISOString()).toBe('2026-11-24T12:01:00.200Z');
  });

  it('keeps its estimate when an answer carries no readable time', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const device = Date.parse('2026-11-24T12:10:00Z');
    vi.setSystemTime(device);
    noteServerTime('2026-11-24T12:05:00.000Z', device, device);
    noteServerTime('not a time', device, device);
    expect(new Date(serverNow()).toISOString()).toBe('2026-11-24T12:05:00.000Z');
  });
});
