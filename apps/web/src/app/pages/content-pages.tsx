import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { buttonClass } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { StatePanel } from '@/components/ui/state-panel';
import { Announcements } from '@/features/content/components/announcements';
import { HelpCentre } from '@/features/content/components/help-centre';
import { Promotions } from '@/features/promotions/components/promotions';
import { useTranslation } from '@/lib/use-translation';
import { PageFrame } from './page-frame';

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

/**
 * /help (member-and-agent-centres §2): a back button to /index, the help centre's articles by category, and the
 * terms of use at #term and the privacy policy at #privacy. Opening it starts at the top unless it names an anchor.
 */
export function HelpPage() {
  const { t } = useTranslation();
  const { hash } = useLocation();
  useEffect(() => {
    if (hash === '') window.scrollTo({ top: 0 });
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
      <HelpCentre hash={hash} />
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
