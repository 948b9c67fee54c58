import { LANGUAGES } from '@playhall/contracts/languages';
import { Panel, RichText } from '@/components/ui/panel';
import { useTranslation } from '@/lib/use-translation';
import type { OpsAnnouncement } from '../api/announcements';

/**
 * What the server stored, as readers will see it: each language's title and its sanitised HTML, drawn, with the
 * HTML itself under it. Whatever the editor sent, this is the truth (X1).
 */
export function AnnouncementPreview({ stored }: { stored: OpsAnnouncement }) {
  const { t } = useTranslation();
  return (
    <Panel
      icon="eye"
      title={t('ops.announcements.previewTitle', { id: stored.id })}
      description={t('ops.announcements.previewBody')}
      className="announcement-preview"
    >
      {Object.entries(stored.texts).map(([language, text]) => (
        <article key={language} className="announcement-preview__item" lang={language}>
          <p className="announcement-preview__language">
            {LANGUAGES.find((entry) => entry.code === language)?.name ?? language}
          </p>
          <h3 className="announcement-preview__title">{text.title}</h3>
          <RichText html={text.content} />
          <details className="announcement-preview__source">
            <summary>{t('ops.announcements.storedHtml')}</summary>
            <pre>{text.content}</pre>
          </details>
        </article>
      ))}
    </Panel>
  );
}
