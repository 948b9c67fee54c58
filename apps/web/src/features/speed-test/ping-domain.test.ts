import { afterEach, describe, expect, it, vi } from 'vitest';
import { classifySpeed, pingDomain } from './ping-domain';

describe('classifySpeed (fast <= 80 ms, normal <= 150 ms, failed is 9999)', () => {
  it('grades at and around the thresholds', () => {
    expect([1, 80, 81, 150, 151, 2_000].map(classifySpeed)).toEqual([
      'fast',
      'fast',
      'normal',
      'normal',
      'slow',
      'slow',
    ]);
  });

  it('counts a failed ping (9999) as slow', () => {
    expect(classifySpeed(9999)).toBe('slow');
  });
});

describe('pingDomain', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks the domain’s ping call with a fresh random parameter, cross-origin and without cookies', async () => {
    const fetchMock = vi.fn(async () => new Response('{}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const first = await pingDomain('https://mirror.example:8443');
    await pingDomain('https://mirror.example:8443');
    expect(first).toBeGreaterThanOrEqual(1);
    expect(first).toBeLessThan(9999);
    const calls = fetchMock.mock.calls as unknown as [URL, RequestInit][];
    const [url, init] = calls[0] ?? [];
    expect(url?.origin).toBe('https://mirror.example:8443');
    expect(url?.pathname).toBe('/wps/system/ping');
    expect(url?.searchParams.get('r')).toMatch(/^[a-z0-9]+$/);
    expect(calls[1]?.[0].searchParams.get('r')).not.toBe(url?.searchParams.get('r'));
    expect(init).toMatchObject({ mode: 'cors', credentials: 'omit', cache: 'no-store' });
  });

  it('answers 9999 when the domain cannot be reached or refuses', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')));
    expect(await pingDomain('https://down.example')).toBe(9999);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 503 })),
    );
    expect(await pingDomain('https://busy.example')).toBe(9999);
  });
});
