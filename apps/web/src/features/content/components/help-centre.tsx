import type { HelpCategoryArticles, HelpPage } from '@playhall/contracts/help';
import { HELP_LEGAL_CATEGORIES, type HelpCategory } from '@playhall/contracts/help-rules';
import { useQuery } from '@tanstack/react-query';
import { type KeyboardEvent, useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { Icon, type IconName } from '@/components/ui/icon';
import { QueryView } from '@/components/ui/query-view';
import { StatePanel } from '@/components/ui/state-panel';
import { useUiStore } from '@/lib/ui-store';
import { useTranslation } from '@/lib/use-translation';
import { helpCentreQueryOptions } from '../api/get-help';
import { HelpArticles } from './help-articles';
import { HelpLegal } from './help-legal';
import './help-centre.css';

const ICONS: Record<HelpCategory, IconName> = {
  GUIDE: 'sparkles',
  ACCOUNT: 'user',
  DEPOSIT: 'deposit',
  WITHDRAWAL: 'withdraw',
  GAMES: 'grid',
  SECURITY: 'shield',
  TERMS: 'receipt',
  PRIVACY: 'lock',
};

/** The anchors of the legal documents: registration's consent and the footer link to them. */
const ANCHORS = { TERMS: 'term', PRIVACY: 'privacy' } as const;

/** Arrow keys move between the tabs, as a tab list does. */
function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
  if (step === undefined) return;
  const tabs = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
  const at = tabs.indexOf(document.activeElement as HTMLButtonElement);
  const next = tabs[(at + step + tabs.length) % tabs.length];
  if (!next) return;
  event.preventDefault();
  next.focus();
  next.click();
}

function HelpTopics({ topics }: { topics: readonly HelpCategoryArticles[] }) {
  const { t } = useTranslation();
  const id = useId();
  const [chosen, setChosen] = useState<HelpCategory | null>(null);
  const shown = topics.find((topic) => topic.category === chosen) ?? topics[0];
  if (!shown) {
    return <StatePanel compact icon="help" title={t('help.emptyTitle')} description={t('help.emptyBody')} />;
  }
  return (
    <div className="help-topics">
      <div className="help-topics__tabs" role="tablist" aria-label={t('help.topics')} onKeyDown={moveFocus}>
        {topics.map((topic) => (
          <button
            key={topic.category}
            type="button"
            role="tab"
            id={`${id}-${topic.category}`}
            aria-selected={topic.category === shown.category}
            aria-controls={`${id}-panel`}
            tabIndex={topic.category === shown.category ? 0 : -1}
            className="help-topics__tab"
            onClick={() => setChosen(topic.category)}
          >
            <Icon name={ICONS[topic.category]} size={18} />
            <span>{t(`help.categories.${topic.category}`)}</span>
            <span className="help-topics__count">{topic.articles.length}</span>
          </button>
        ))}
      </div>
      <section
        className="help-topics__panel"
        role="tabpanel"
        id={`${id}-panel`}
        aria-labelledby={`${id}-${shown.category}`}
      >
        <h2 className="help-topics__title">{t(`help.categories.${shown.category}`)}</h2>
        <HelpArticles key={shown.category} articles={shown.articles} />
      </section>
    </div>
  );
}

function HelpContent({ page, hash }: { page: HelpPage; hash: string }) {
  const { t } = useTranslation();
  const topics = page.categories.filter((entry) => !HELP_LEGAL_CATEGORIES.includes(entry.category));
  const articlesOf = (category: HelpCategory) =>
    page.categories.find((entry) => entry.category === category)?.articles ?? [];
  return (
    <>
      <HelpTopics topics={topics} />
      <nav className="help-legal-links" aria-label={t('help.legalLinks')}>
        {(['TERMS', 'PRIVACY'] as const).map((category) => (
          <Link key={category} to={{ hash: ANCHORS[category] }} className="help-legal-links__link">
            <Icon name={ICONS[category]} size={16} />
            {t(`help.categories.${category}`)}
          </Link>
        ))}
      </nav>
      {(['TERMS', 'PRIVACY'] as const).map((category) => (
        <HelpLegal
          key={category}
          anchor={ANCHORS[category]}
          icon={ICONS[category]}
          title={t(`help.categories.${category}`)}
          articles={articlesOf(category)}
          isFocused={hash === `#${ANCHORS[category]}`}
        />
      ))}
    </>
  );
}

/**
 * /help (member-and-agent-centres §2, §7): the operator's articles by category, the beginner guide first, then the
 * terms of use (#term) and the privacy policy (#privacy) in full. An address with one of those anchors scrolls to
 * it once the content is there; any other opening starts at the top.
 */
export function HelpCentre({ hash }: { hash: string }) {
  const language = useUiStore((state) => state.language);
  const query = useQuery(helpCentreQueryOptions(language));
  const hasContent = query.data !== undefined;
  useEffect(() => {
    const anchor = hash.slice(1);
    if (!hasContent || !(Object.values(ANCHORS) as string[]).includes(anchor)) return;
    document.getElementById(anchor)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [hash, hasContent]);
  return (
    <div className="help-centre">
      <QueryView query={query} skeletonHeight="24rem">
        {(page) => <HelpContent page={page} hash={hash} />}
      </QueryView>
    </div>
  );
}
