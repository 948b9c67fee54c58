import type { SystemStatusValue } from '@playhall/contracts/system';
import { useTranslation } from '@/lib/use-translation';

/** The support contacts of the status answer, as links. */
export function SupportFacts({ support }: { support: SystemStatusValue['support'] | undefined }) {
  const { t } = useTranslation();
  const telegram = support?.telegram?.replace(/^@/, '');
  return (
    <>
      {support?.email ? (
        <div className="status-page__fact">
          <dt>{t('status.supportEmail')}</dt>
          <dd>
            <a href={`mailto:${support.email}`}>{support.email}</a>
          </dd>
        </div>
      ) : null}
      {telegram ? (
        <div className="status-page__fact">
          <dt>{t('status.supportTelegram')}</dt>
          <dd>
            <a
              href={`https://t.me/${encodeURIComponent(telegram)}`}
              target="_blank"
              rel="noopener noreferrer"
            >
              @{telegram}
            </a>
          </dd>
        </div>
      ) : null}
    </>
  );
}
