import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { buttonClass } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { StatePanel } from '@/components/ui/state-panel';
import { Announcements } from '@/features/content/components/announcements';
import { Promotions } from '@/features/promotions/components/promotions';
import { useTranslation } from '@/lib/use-translation';
import { ComingSoon, PageFrame } from './page-frame';

export function PromotionsPage() {
  const { t } = useTranslation();
  return (
    <PageFrame icon="gift" title={t('pages.promotions')} subtitle={t('pages.promotionsSubtitle')}>
      <Promotions />
    </PageFrame>
  );
}

export function AnnouncementsPage() {
  const { t } = useTranslation();
  return (
    <PageFrame icon="megaphone" title={t('pages.announce')} subtitle={t('pages.announceSubtitle')}>
      <Announcements />
    </PageFrame>
  );
}

export function DownloadPage() {
  const { t } = useTranslation();
  return (
    <PageFrame icon="download" title={t('pages.download')} subtitle={t('pages.downloadSubtitle')}>
      <ComingSoon area="download" />
    </PageFrame>
  );
}

/** /help: a back button to /index and, at #term, the terms of use (member-centres spec §2). */
export function HelpPage() {
  const { t } = useTranslation();
  const { hash } = useLocation();
  useEffect(() => {
    if (hash === '#term')
      document.getElementById('term')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    else window.scrollTo({ top: 0 });
  }, [hash]);
  return (
    <PageFrame
      icon="help"
      title={t('pages.help')}
      subtitle={t('pages.helpSubtitle')}
      aside={
        <Link to="/index" className={buttonClass('ghost', 'sm')}>
          <Icon name="arrowLeft" size={16} />
          {t('common.back')}
        </Link>
      }
    >
      <ComingSoon area="help" />
      <section
        id="term"
        className={`terms${hash === '#term' ? ' terms--focus' : ''}`}
        aria-labelledby="term-title"
      >
        <h2 id="term-title" className="terms__title">
          <Icon name="receipt" size={20} />
          {t('help.termsTitle')}
        </h2>
        <p className="terms__text">{t('help.termsSoon')}</p>
      </section>
    </PageFrame>
  );
}

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <div className="page">
      <StatePanel
        icon="grid"
        title={t('pages.notFound')}
        description={t('common.notFoundBody')}
        headingLevel={1}
      >
        <Link to="/" className={buttonClass('gold')}>
          {t('common.backHome')}
        </Link>
      </StatePanel>
    </div>
  );
}
