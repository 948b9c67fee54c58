import { describe, expect, it } from 'vitest';
import { sanitizeContentHtml } from './sanitize';

describe('operator HTML (X1)', () => {
  it('keeps images from https addresses only: a relative, plain http or protocol-relative one goes', () => {
    const html = [
      '<img src="https://cdn.example/a.png" alt="kept">',
      '<img src="/wps/member/logout" alt="relative">',
      '<img src="x" alt="bare">',
      '<img src="http://cdn.example/b.png" alt="plain http">',
      '<img src="//cdn.example/c.png" alt="protocol-relative">',
      '<img alt="no address">',
    ].join('');
    expect(sanitizeContentHtml(html)).toBe('<img src="https://cdn.example/a.png" alt="kept" />');
  });

  it('keeps a link to a page of the site and opens links in a new tab', () => {
    expect(sanitizeContentHtml('<a href="/help#term">terms</a>')).toBe(
      '<a href="/help#term" target="_blank" rel="noopener noreferrer">terms</a>',
    );
  });
});
