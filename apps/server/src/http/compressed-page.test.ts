import { describe, expect, it } from 'vitest';
import { pageEncoding } from './compressed-page';

describe('pageEncoding', () => {
  it('prefers brotli, then gzip, and sends the page as it is to a client that accepts neither', () => {
    expect(pageEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pageEncoding('gzip, deflate')).toBe('gzip');
    expect(pageEncoding('*')).toBe('gzip');
    expect(pageEncoding('identity')).toBeNull();
    expect(pageEncoding(undefined)).toBeNull();
  });

  it('takes q=0 as a refusal', () => {
    expect(pageEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(pageEncoding('br; q=0, gzip;q=0')).toBeNull();
  });
});
