import sanitizeHtml from 'sanitize-html';

/** An image's address must be absolute https: a relative one would make every reader's browser call this site. */
const HTTPS_IMAGE = /^https:\/\/[^/]/i;

/**
 * Notice and announcement HTML comes from operators and is shown to every visitor, so it is cleaned on the
 * server with an allow-list before it is stored (RELIABILITY.md X1): formatting tags, links and images only,
 * no scripts, no event handlers, no styles, no javascript: addresses, and images only from https addresses.
 */
export function sanitizeContentHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [
      'p',
      'br',
      'b',
      'strong',
      'i',
      'em',
      'u',
      's',
      'span',
      'ul',
      'ol',
      'li',
      'h3',
      'h4',
      'a',
      'img',
      'blockquote',
    ],
    allowedAttributes: { a: ['href', 'target', 'rel'], img: ['src', 'alt', 'width', 'height'] },
    allowedSchemes: ['https', 'http', 'mailto'],
    allowedSchemesAppliedToAttributes: ['href', 'src'],
    allowProtocolRelative: false,
    transformTags: { a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer' }) },
    exclusiveFilter: (frame) => frame.tag === 'img' && !HTTPS_IMAGE.test(frame.attribs.src ?? ''),
  });
}

/** Each language's HTML of a notice (`{ "en": "...", "vi": "..." }`), sanitised. */
export function sanitizeContentTexts(texts: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(texts).map(([language, html]) => [language, sanitizeContentHtml(html)]),
  );
}
