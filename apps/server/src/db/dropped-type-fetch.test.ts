import { describe, expect, it } from 'vitest';
import { isDroppedTypeFetch } from './dropped-type-fetch';

const typeFetch =
  'select b.oid, b.typarray from pg_catalog.pg_type a left join pg_catalog.pg_type b on b.oid = a.typelem';

describe('the driver rejection the portal survives', () => {
  it('is only the array-type fetch cut by a terminated or closed connection', () => {
    expect(isDroppedTypeFetch({ code: '57P01', query: typeFetch })).toBe(true);
    expect(isDroppedTypeFetch({ code: 'CONNECTION_CLOSED', query: typeFetch })).toBe(true);
  });

  it('is never another query, another failure, or something that is not an error', () => {
    expect(isDroppedTypeFetch({ code: '57P01', query: 'select * from ledger_entries' })).toBe(false);
    expect(isDroppedTypeFetch({ code: '23505', query: typeFetch })).toBe(false);
    expect(isDroppedTypeFetch({ code: '57P01' })).toBe(false);
    expect(isDroppedTypeFetch(new Error('boom'))).toBe(false);
    expect(isDroppedTypeFetch(null)).toBe(false);
    expect(isDroppedTypeFetch('57P01')).toBe(false);
  });
});
