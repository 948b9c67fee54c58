import type { MemberInfo } from '@playhall/contracts/accounts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { showRealAccountNeeded } from '@/lib/dialogs';
import { queryClient } from '@/lib/query-client';
import { requireAgent, requireAuth, requireAuthUnlessDemo, requireRealAccount } from './guards';

vi.mock('@/lib/dialogs', () => ({ showRealAccountNeeded: vi.fn() }));

/** The browser the guards read: the session token in session storage and the page being left. */
function browser({ token, path = '/' }: { token?: string; path?: string }) {
  const stored = new Map(token ? [['token', token]] : []);
  const [pathname = '/', search = ''] = path.split(/(?=\?)/);
  vi.stubGlobal('window', {
    sessionStorage: { getItem: (key: string) => stored.get(key) ?? null },
    location: { pathname, search },
  });
}

/** Member info of a given type code; the flags the server also sends are left false: the guards read the type. */
function member(type: number): MemberInfo {
  return {
    id: '1',
    account: 'player01',
    userName: 'player01',
    nickname: null,
    type,
    isAgent: false,
    isTrial: false,
    language: 'en',
    realName: null,
    birthday: null,
    email: null,
    emailVerified: false,
    mobile: null,
    mobileVerified: false,
    totpEnabled: false,
    hasPaymentPassword: false,
    firstTimeLogin: false,
    mustChangePassword: false,
    createdAt: '2026-01-01T00:00:00Z',
  };
}

const request = (path: string) => ({ request: new Request(`http://portal.example${path}`) });

/** Where a guard sends the visitor, or null when it lets the route load. */
function target(result: Response | null): string | null {
  return result === null ? null : result.headers.get('Location');
}

beforeEach(() => {
  queryClient.clear();
  vi.mocked(showRealAccountNeeded).mockClear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('requireAuth', () => {
  it('sends a guest to /login and lets a session through', () => {
    browser({});
    expect(target(requireAuth())).toBe('/login');
    browser({ token: 'session-1' });
    expect(target(requireAuth())).toBeNull();
  });
});

describe('requireAuthUnlessDemo', () => {
  it('lets a guest start a demo game but not a real one', () => {
    browser({});
    expect(target(requireAuthUnlessDemo(request('/seamless?gameCode=G1&demo=1')))).toBeNull();
    expect(target(requireAuthUnlessDemo(request('/seamless?gameCode=G1')))).toBe('/login');
  });
});

describe('requireRealAccount', () => {
  it('sends a guest to /login without asking the server', async () => {
    browser({});
    const ensure = vi.spyOn(queryClient, 'ensureQueryData');
    expect(target(await requireRealAccount(request('/member?page=withdraw')))).toBe('/login');
    expect(ensure).not.toHaveBeenCalled();
  });

  it('lets a real member into the member centre', async () => {
    browser({ token: 'session-1', path: '/' });
    vi.spyOn(queryClient, 'ensureQueryData').mockResolvedValue(member(0));
    expect(target(await requireRealAccount(request('/member?page=withdraw')))).toBeNull();
    expect(showRealAccountNeeded).not.toHaveBeenCalled();
  });

  it('keeps a trial account on the page it came from and tells it why', async () => {
    browser({ token: 'session-1', path: '/rng?classify=HOT' });
    vi.spyOn(queryClient, 'ensureQueryData').mockResolvedValue(member(4));
    expect(target(await requireRealAccount(request('/member?page=withdraw')))).toBe('/rng?classify=HOT');
    expect(showRealAccountNeeded).toHaveBeenCalledOnce();
  });

  it('sends a trial account home when it opened the member centre directly', async () => {
    browser({ token: 'session-1', path: '/member?page=withdraw' });
    vi.spyOn(queryClient, 'ensureQueryData').mockResolvedValue(member(4));
    expect(target(await requireRealAccount(request('/member?page=withdraw')))).toBe('/');
  });

  it('sends the visitor to /login when the session cannot be read', async () => {
    browser({ token: 'expired' });
    vi.spyOn(queryClient, 'ensureQueryData').mockRejectedValue(new Error('SESSION_EXPIRED'));
    expect(target(await requireRealAccount(request('/member?page=withdraw')))).toBe('/login');
  });
});

describe('requireAgent', () => {
  it('lets agents of every agent type in and sends anyone else to the agent login', async () => {
    browser({ token: 'session-1' });
    const ensure = vi.spyOn(queryClient, 'ensureQueryData');
    for (const type of [1, 2, 41, 42]) {
      ensure.mockResolvedValueOnce(member(type));
      expect(target(await requireAgent())).toBeNull();
    }
    ensure.mockResolvedValueOnce(member(0));
    expect(target(await requireAgent())).toBe('/agent');
    ensure.mockRejectedValueOnce(new Error('SESSION_EXPIRED'));
    expect(target(await requireAgent())).toBe('/agent');
    browser({});
    expect(target(await requireAgent())).toBe('/agent');
  });
});
