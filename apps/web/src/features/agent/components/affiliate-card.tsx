import { lazy, Suspense } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorBoundary } from '@/components/ui/error-boundary';
import { ErrorState } from '@/components/ui/error-state';
import { Panel } from '@/components/ui/panel';
import { Skeleton } from '@/components/ui/skeleton';
import { copyText } from '@/lib/copy-text';
import { lazyImport } from '@/lib/lazy-import';
import { useTranslation } from '@/lib/use-translation';
import { useInvitation } from '../api/get-invitation';
import './agent.css';

const InvitationQr = lazy(() => lazyImport(() => import('./invitation-qr')));

/**
 * The agent's invitation (spec §7 /wps/agent/affiliate: code and domain): the code and the registration link,
 * each with a copy button that confirms in a dialog (spec §4), and the link as a QR code to scan.
 */
export function AffiliateCard() {
  const { t } = useTranslation();
  const invitation = useInvitation();

  return (
    <Panel icon="megaphone" title={t('agent.affiliate.title')} description={t('agent.affiliate.body')}>
      {invitation.isPending ? (
        <Skeleton height="14rem" radius="var(--radius-lg)" />
      ) : !invitation.data ? (
        <ErrorState error={invitation.error} onRetry={() => void invitation.refetch()} />
      ) : (
        <div className="agent-invitation">
          <dl className="agent-invitation__facts">
            <div className="agent-invitation__fact">
              <dt>{t('agent.affiliate.code')}</dt>
              <dd className="agent-copy-row">
                <code className="agent-code agent-code--large">{invitation.data.code}</code>
                <CopyButton text={invitation.data.code} label={t('agent.affiliate.copyCode')} />
              </dd>
            </div>
            <div className="agent-invitation__fact">
              <dt>{t('agent.affiliate.link')}</dt>
              <dd className="agent-copy-row">
                <span className="agent-link">{invitation.data.link}</span>
                <CopyButton text={invitation.data.link} label={t('agent.affiliate.copyLink')} />
              </dd>
            </div>
            <div className="agent-invitation__fact">
              <dt>{t('agent.affiliate.domain')}</dt>
              <dd>{invitation.data.domain}</dd>
            </div>
          </dl>
          <figure className="agent-invitation__qr">
            <ErrorBoundary fallback={(error) => <ErrorState compact error={error} />}>
              <Suspense fallback={<Skeleton height="11rem" width="11rem" radius="var(--radius-md)" />}>
                <InvitationQr link={invitation.data.link} label={t('agent.affiliate.qrLabel')} />
              </Suspense>
            </ErrorBoundary>
            <figcaption>{t('agent.affiliate.qrCaption')}</figcaption>
          </figure>
        </div>
      )}
    </Panel>
  );
}

function CopyButton({ text, label }: { text: string; label: string }) {
  const { t } = useTranslation();
  return (
    <Button variant="outline" size="sm" icon="copy" aria-label={label} onClick={() => void copyText(text)}>
      {t('agent.copy')}
    </Button>
  );
}
