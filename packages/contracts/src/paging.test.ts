import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import { zWithdrawal } from './cashier';
import {
  type NumberedPage,
  numberedPage,
  type Page,
  pageCount,
  pageOf,
  zNumberedPage,
  zPage,
} from './paging';

describe('pages', () => {
  it('counts the pages a total fills, rounding a part page up and none for nothing', () => {
    expect(pageCount(0, 20)).toBe(0);
    expect(pageCount(1, 20)).toBe(1);
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(21, 20)).toBe(2);
    expect(pageCount(41n, 20)).toBe(3);
    expect(() => pageCount(5, 0)).toThrow(RangeError);
  });

  it('cuts page n of a list in memory and says how many pages there are', () => {
    const items = [1, 2, 3, 4, 5, 6, 7];
    expect(pageOf(items, 1, 3)).toEqual({ content: [1, 2, 3], totalPages: 3 });
    expect(pageOf(items, 3, 3)).toEqual({ content: [7], totalPages: 3 });
    expect(pageOf(items, 4, 3)).toEqual({ content: [], totalPages: 3 });
    expect(pageOf([], 1, 15)).toEqual({ content: [], totalPages: 0 });
  });

  it('zPage reads the wire page {content, totalPages}, and zNumberedPage adds where it is', () => {
    const page = zPage(zWithdrawal.pick({ id: true }));
    expect(page.parse({ content: [{ id: '1' }], totalPages: 1 })).toEqual({
      content: [{ id: '1' }],
      totalPages: 1,
    });
    expect(page.safeParse({ items: [], totalPages: 0 }).success).toBe(false);
    const numbered = zNumberedPage(zWithdrawal.pick({ id: true }));
    const wire = { content: [], totalPages: 0, pageNo: 1, pageSize: 20, totalElements: 0 };
    expect(numbered.parse(wire)).toEqual(wire);
    expect(numbered.safeParse({ content: [], totalPages: 0 }).success).toBe(false);
  });

  it('the plain types the web app uses are the schemas’ types', () => {
    const item = zWithdrawal.pick({ id: true });
    expectTypeOf<z.infer<ReturnType<typeof zPage<typeof item>>>>().toEqualTypeOf<Page<{ id: string }>>();
    expectTypeOf<z.infer<ReturnType<typeof zNumberedPage<typeof item>>>>().toMatchTypeOf<
      NumberedPage<{ id: string }>
    >();
  });

  it('numbers a page the database cut: where it is and how many pages the filter fills', () => {
    expect(numberedPage(['c', 'd'], 5, { pageNo: 2, pageSize: 2 })).toEqual({
      content: ['c', 'd'],
      totalPages: 3,
      pageNo: 2,
      pageSize: 2,
      totalElements: 5,
    });
    expect(numberedPage([], 0, { pageNo: 1, pageSize: 20 }).totalPages).toBe(0);
  });
});
