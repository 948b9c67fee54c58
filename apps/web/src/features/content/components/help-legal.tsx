import { formatNoticeDate } from '@playhall/contracts/brand-time';
import type { HelpArticle } from '@playhall/contracts/help';
import { Icon, type IconName } from '@/components/ui/icon';
import { RichText } from '@/components/ui/panel';
import { useBrandTime } from '@/lib/use-brand-time';
import { useTranslation } from '@/lib/use-translation';

/**
 * A legal document as a whole section with its anchor (#term, #privacy): the operator's articles of its category,
 * in order, with the date of the latest change. Highlighted when the address points at it.
 */
export function HelpLegal({
  anchor,
  icon,
  title,
  articles,
  isFocused,
}: {
  anchor: string;
  icon: IconName;
  title: string;
  articles: readonly HelpArticle[];
  isFocused: boolean;
}) {
  const { t } = useTranslation();
  const { timeZone } = useBrandTime();
  const updated = articles
    .map((article) => article.updatedAt)
    .sort()
    .at(-1);
  return (
    <section
      id={anchor}
      className={`terms help-legal${isFocused ? ' terms--focus' : ''}`}
      aria-labelledby={`${anchor}-title`}
    >
      <header className="help-legal__head">
        <h2 id={`${anchor}-title`} className="terms__title">
          <Icon name={icon} size={20} />
          {title}
        </h2>
        {updated ? (
          <p className="help-legal__updated">
            {t('help.updated', { date: formatNoticeDate(updated, timeZone) })}
          </p>
        ) : null}
      </header>
      {articles.length === 0 ? (
        <p className="terms__text">{t('help.legalUnavailable')}</p>
      ) : (
        articles.map((article) => (
          <div key={article.id} className="help-legal__part" lang={article.language}>
            {articles.length > 1 ? <h3 className="help-legal__part-title">{article.title}</h3> : null}
            <RichText className="help-legal__body" html={article.content} />
          </div>
        ))
      )}
    </section>
  );
}
