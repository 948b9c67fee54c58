import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/use-translation';

/** Where each marked part of the consent sentence leads: the documents it makes the member accept. */
const LINKS = { terms: '/help#term', privacy: '/help#privacy' } as const;

const MARKED = /<(terms|privacy)>(.*?)<\/\1>/g;

/**
 * Registration's consent (member-and-agent-centres §2): the sentence of the catalogue, whose `<terms>` and
 * `<privacy>` parts link to the terms of use and the privacy policy. They open in a new tab, so the form being
 * filled in the register window is still there when the member comes back to tick the box.
 */
export function ConsentText({ age }: { age: number }) {
  const { t } = useTranslation();
  const sentence = t('validation.ageConsent', { age });
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of sentence.matchAll(MARKED)) {
    const [whole, kind, words] = match;
    parts.push(sentence.slice(last, match.index));
    parts.push(
      <a
        key={kind}
        href={LINKS[kind as keyof typeof LINKS]}
        target="_blank"
        rel="noopener noreferrer"
        className="consent-link"
      >
        {words}
      </a>,
    );
    last = match.index + whole.length;
  }
  parts.push(sentence.slice(last));
  // Text pieces need no key; each link is keyed by the document it opens.
  return <>{parts}</>;
}
