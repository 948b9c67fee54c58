import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  isPopupClosed,
  markPopupClosed,
  NOTICES_PER_PAGE,
  noticePageOf,
  popupExecutions,
} from './announcement-popup-state';

describe('the announcement pop-up’s selection (spec §4)', () => {
  it('gives an anonymous visitor B, a user A, and a user’s first login A and F', () => {
    expect(popupExecutions('anonymous', false)).toBe('B');
    expect(popupExecutions('anonymous', true)).toBe('B');
    expect(popupExecutions('user', false)).toBe('A');
    expect(popupExecutions('user', true)).toBe('A,F');
  });

  it('jumps to the page of a given notice, seven to a page', () => {
    expect(NOTICES_PER_PAGE).toBe(7);
    expect(noticePageOf(0)).toBe(1);
    expect(noticePageOf(6)).toBe(1);
    expect(noticePageOf(7)).toBe(2);
    expect(noticePageOf(-3)).toBe(1);
  });
});

describe('once per session per visitor class', () => {
  beforeEach(() => {
    const stored = new Map<string, string>();
    vi.stubGlobal('window', {
      sessionStorage: {
        getItem: (key: string) => stored.get(key) ?? null,
        setItem: (key: string, value: string) => stored.set(key, value),
      },
    });
  });
  afterEach(() => vi.unstubAllGlobals());
  it('marks only the class that closed it', () => {
    expect(isPopupClosed('anonymous')).toBe(false);
    markPopupClosed('anonymous');
    expect(isPopupClosed('anonymous')).toBe(true);
    expect(isPopupClosed('user')).toBe(false);
  });
});
