import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ApiReferenceView } from '@/features/ops/components/api-reference';
import { AuditLog } from '@/features/ops/components/audit-log';
import { MemberDetail } from '@/features/ops/components/member-detail';
import { MemberSearch } from '@/features/ops/components/member-search';
import { OperatorList } from '@/features/ops/components/operator-list';
import { OpsQueue } from '@/features/ops/components/ops-queue';
import { Reconciliation } from '@/features/ops/components/reconciliation';
import { ReconciliationRunDetail } from '@/features/ops/components/reconciliation-run-detail';

function OpsHeading({ title, subtitle }: { title: string; subtitle: string }) {
  return (
    <header className="ops-heading">
      <h1 className="ops-heading__title">{title}</h1>
      <p className="ops-heading__subtitle">{subtitle}</p>
    </header>
  );
}

/** /ops: the cashier queue. */
export function OpsQueuePage() {
  const { t } = useTranslation();
  return (
    <>
      <OpsHeading title={t('ops.nav.queue')} subtitle={t('ops.queueBody')} />
      <OpsQueue />
    </>
  );
}

/** /ops/members: member lookup. */
export function OpsMembersPage() {
  const { t } = useTranslation();
  return (
    <>
      <OpsHeading title={t('ops.nav.members')} subtitle={t('ops.membersPageBody')} />
      <MemberSearch />
    </>
  );
}

/** /ops/members/:memberId: one member, with wallets, ledger and adjustments. */
export function OpsMemberPage() {
  const { t } = useTranslation();
  const { memberId = '' } = useParams();
  return (
    <>
      <OpsHeading title={t('ops.memberTitle')} subtitle={t('ops.memberPageBody')} />
      <MemberDetail key={memberId} memberId={memberId} />
    </>
  );
}

/** /ops/operators: colleagues' authenticators and locks, for recovery by another operator. */
export function OpsOperatorsPage() {
  const { t } = useTranslation();
  return (
    <>
      <OpsHeading title={t('ops.nav.operators')} subtitle={t('ops.operatorsPageBody')} />
      <OperatorList />
    </>
  );
}

/** /ops/audit: the audit log. */
export function OpsAuditPage() {
  const { t } = useTranslation();
  return (
    <>
      <OpsHeading title={t('ops.nav.audit')} subtitle={t('ops.auditPageBody')} />
      <AuditLog />
    </>
  );
}

/** /ops/reconciliation: vendor reconciliation, by hand and as the job ran it. */
export function OpsReconciliationPage() {
  const { t } = useTranslation();
  return (
    <>
      <OpsHeading title={t('ops.nav.reconciliation')} subtitle={t('ops.reconciliationPageBody')} />
      <Reconciliation />
    </>
  );
}

/** /ops/reconciliation/:runId: one run and its findings. */
export function OpsReconciliationRunPage() {
  const { t } = useTranslation();
  const { runId = '' } = useParams();
  return (
    <>
      <OpsHeading title={t('ops.nav.reconciliation')} subtitle={t('ops.reconciliationPageBody')} />
      <ReconciliationRunDetail key={runId} runId={runId} />
    </>
  );
}

/** /ops/reference: the operator API reference, fetched with the operator's token. */
export function OpsReferencePage() {
  const { t } = useTranslation();
  return (
    <>
      <OpsHeading title={t('ops.nav.reference')} subtitle={t('ops.referencePageBody')} />
      <ApiReferenceView />
    </>
  );
}
