import { describe, expect, it } from 'vitest';
import { sameOriginAddress } from './return-path';

const ORIGIN = 'https://playhall.example';

describe('return addresses', () => {
  it('issue 11.14: never names another host, however the path is written', () => {
    for (const attack of [
      '/\\evil.example',
      '/%5Cevil.example'.replace('%5C', '\\'),
      '\\\\evil.example',
      '//evil.example',
      '///evil.example',
      '/\t/evil.example',
      'https://evil.example/',
      'https://playhall.example.evil.example/',
      'javascript:alert(1)',
      'evil.example',
      '/\u0000/evil.example',
    ]) {
      const resolved = sameOriginAddress(attack, ORIGIN);
      expect(resolved === null || new URL(resolved).origin === ORIGIN, attack).toBe(true);
    }
    expect(sameOriginAddress('/\\evil.example', ORIGIN)).toBeNull();
    expect(sameOriginAddress('//evil.example', ORIGIN)).toBeNull();
  });

  it('keeps our own pages, as paths or absolute addresses', () => {
    expect(sameOriginAddress('/lobby/slot?x=1#top', ORIGIN)).toBe(
      'https://playhall.example/lobby/slot?x=1#top',
    );
    expect(sameOriginAddress('https://playhall.example/member', ORIGIN)).toBe(
      'https://playhall.example/member',
    );
    expect(sameOriginAddress('', ORIGIN)).toBeNull();
    expect(sameOriginAddress(undefined, ORIGIN)).toBeNull();
  });
});
