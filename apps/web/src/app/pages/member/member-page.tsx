import { Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { ErrorBoundary } from '@/components/ui/error-boundary';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { StatePanel } from '@/components/ui/state-panel';
import { useFeatureFlags } from '@/lib/api/get-bootstrap';
import { useTranslation } from '@/lib/use-translation';
import { PageFrame } from '../page-frame';
import { MemberCentreMenu } from './member-centre-menu';
import { findMemberPage, MEMBER_PAGES } from './member-page-list';
import './member-centre.css';

const DEFAULT_PAGE = 'securityCenter';

/**
 * /member: the member centre (member-centres spec §2). `?page=` names the overlay page; the menu lists the
 * pages by group (manual rebate and VIP only while their modules are on), and each page's content loads as its
 * own chunk inside the frame.
 */
export function MemberPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const flags = useFeatureFlags();
  const pages = MEMBER_PAGES.filter((entry) => !entry.flag || flags[entry.flag]);
  const requested = findMemberPage(params.get('page'));
  const entry = requested ?? findMemberPage(DEFAULT_PAGE) ?? MEMBER_PAGES[0];
  if (!entry) return null;
  const isSwitchedOff = entry.flag !== undefined && !flags[entry.flag];
  const { Component } = entry;

  return (
    <PageFrame
      icon={entry.icon}
      title={t(`memberPages.${entry.name}`)}
      subtitle={t(`memberCentre.about.${entry.name}`)}
    >
      <div className="member-centre">
        <MemberCentreMenu pages={pages} current={entry.name} />
        <div className="member-centre__page">
          {isSwitchedOff ? (
            <StatePanel
              icon={entry.icon}
              title={t('memberCentre.offTitle')}
              description={t('errors.FEATURE_DISABLED')}
            />
          ) : (
            <ErrorBoundary
              key={entry.name}
              fallback={(error) => <ErrorState error={error} onRetry={() => window.location.reload()} />}
            >
              <Suspense fallback={<Skeleton height="24rem" radius="var(--radius-lg)" />}>
                <Component />
              </Suspense>
            </ErrorBoundary>
          )}
        </div>
      </div>
    </PageFrame>
  );
}
