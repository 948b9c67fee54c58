import { useI18n } from '../i18n/i18n';

/** A whole-page message with the way back: maintenance, a session that cannot start, a page without settings. */
export function Notice({
  icon,
  title,
  body,
  backUrl,
}: {
  icon: string;
  title: string;
  body: string;
  backUrl: string;
}) {
  const { t } = useI18n();
  return (
    <main className="notice">
      <div className="notice-card">
        <div className="notice-icon" aria-hidden="true">
          {icon}
        </div>
        <h1>{title}</h1>
        <p>{body}</p>
        <a className="button button-gold" href={backUrl} target="_top">
          {t('common.backToLobby')}
        </a>
      </div>
    </main>
  );
}
