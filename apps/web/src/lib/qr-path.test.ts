import { describe, expect, it } from 'vitest';
import { qrPath } from './qr-path';

describe('qrPath', () => {
  it('draws each horizontal run of dark modules as one unit-high rectangle', () => {
    const matrix = [
      [true, true, false, true],
      [false, false, false, false],
      [false, true, true, true],
    ];
    expect(qrPath(matrix)).toBe('M0 0h2v1h-2zM3 0h1v1h-1zM1 2h3v1h-3z');
  });

  it('draws nothing for a light matrix', () => {
    expect(qrPath([[false, false]])).toBe('');
  });
});
