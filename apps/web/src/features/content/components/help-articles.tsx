import type { HelpArticle } from '@playhall/contracts/help';
import { useId, useState } from 'react';
import { Icon } from '@/components/ui/icon';
import { RichText } from '@/components/ui/panel';

function HelpEntry({
  article,
  isOpen,
  onToggle,
}: {
  article: HelpArticle;
  isOpen: boolean;
  onToggle(): void;
}) {
  const bodyId = useId();
  return (
    <li className={`help-entry${isOpen ? ' help-entry--open' : ''}`} lang={article.language}>
      <h3 className="help-entry__heading">
        <button
          type="button"
          className="help-entry__toggle"
          aria-expanded={isOpen}
          aria-controls={bodyId}
          onClick={onToggle}
        >
          <span className="help-entry__title">{article.title}</span>
          <Icon name="chevronDown" size={18} className="help-entry__chevron" />
        </button>
      </h3>
      {isOpen ? <RichText id={bodyId} className="help-entry__body" html={article.content} /> : null}
    </li>
  );
}

/** A category's articles as expandable sections; the first starts open, so the page answers at a glance. */
export function HelpArticles({ articles }: { articles: readonly HelpArticle[] }) {
  const [openId, setOpenId] = useState<number | 'first' | null>('first');
  return (
    <ul className="help-entries">
      {articles.map((article, index) => {
        const isOpen = openId === article.id || (openId === 'first' && index === 0);
        return (
          <HelpEntry
            key={article.id}
            article={article}
            isOpen={isOpen}
            onToggle={() => setOpenId(isOpen ? null : article.id)}
          />
        );
      })}
    </ul>
  );
}
