import {
  APPLICATION_STATES,
  type ApplicationState,
} from '@playhall/contracts/activity-application-constants';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import type { Column } from '@/components/ui/data-table';
import { Modal } from '@/components/ui/modal';
import { formatMoney, Money, useCurrencySymbol } from '@/components/ui/money';
import { Panel } from '@/components/ui/panel';
import { ProtectedImage } from '@/components/ui/protected-image';
import { StatusChip } from '@/components/ui/status-chip';
import { TimeText } from '@/components/ui/time-text';
import { useTranslation } from '@/lib/use-translation';
import {
  applicationsQueryOptions,
  decideApplication,
  type OpsApplication,
} from '../api/activity-applications';
import { useOpsToken } from '../ops-session';
import { DecisionQueue } from './decision-queue';
import { useQueueDecisions } from './use-queue-decisions';
import './activity-applications.css';

const TONES = { IN_PROCESS: 'warning', ISSUED: 'success', REJECTED: 'danger' } as const;

/** An application's images as thumbnails (fetched with the operator's token); a click shows one large. */
function ApplicationImages({ application }: { application: OpsApplication }) {
  const { t } = useTranslation();
  const token = useOpsToken();
  const [viewing, setViewing] = useState<number | null>(null);
  if (application.images.length === 0)
    return <span className="ops-note">{t('activityApplications.noImages')}</span>;
  const viewed = viewing === null ? undefined : application.images[viewing];
  return (
    <>
      <ul className="ops-application-thumbs" aria-label={t('activityApplications.images')}>
        {application.images.map((path, index) => (
          <li key={path}>
            <button
              type="button"
              className="ops-proof"
              aria-label={t('activityApplications.imageOpen', { number: index + 1 })}
              onClick={() => setViewing(index)}
            >
              <ProtectedImage
                src={path}
                token={token}
                alt={t('activityApplications.imagePreview', { number: index + 1 })}
              />
            </button>
          </li>
        ))}
      </ul>
      {viewed !== undefined && viewing !== null ? (
        <Modal
          title={t('activityApplications.imageTitle', { number: viewing + 1, account: application.account })}
          closeLabel={t('modal.close')}
          onClose={() => setViewing(null)}
          width={720}
        >
          <ProtectedImage
            src={viewed}
            token={token}
            alt={t('activityApplications.imagePreview', { number: viewing + 1 })}
            className="ops-application-large"
          />
        </Modal>
      ) : null}
    </>
  );
}

/**
 * The review queue of activity applications (issue 16): what each member sent (comment and images) for which
 * activity; approve pays the bonus at once, reject asks for the note the member reads. Of two operators deciding
 * the same application, one acts; the other is told it was decided. Every decision is audited.
 */
export function ActivityApplicationsQueue() {
  const { t } = useTranslation();
  const symbol = useCurrencySymbol();
  const [state, setState] = useState<ApplicationState>('IN_PROCESS');
  const [page, setPage] = useState(1);
  const query = useQuery(applicationsQueryOptions(state, page));
  const decisions = useQueueDecisions<OpsApplication>();
  const { action } = decisions;
  const approve = (row: OpsApplication) =>
    decisions.decide(
      t('activityApplications.approveTitle'),
      t('activityApplications.approveAsk', {
        account: row.account,
        amount: formatMoney(row.amount, symbol),
        wagering: formatMoney(row.wageringRequired, symbol),
      }),
      () => decideApplication(row.id, 'approve'),
    );
  const columns: Column<OpsApplication>[] = [
    {
      key: 'applied',
      header: t('activityApplications.applied'),
      cell: (row) => (
        <>
          <strong>{row.account}</strong>
          <br />
          <TimeText className="ops-note" iso={row.appliedAt} />
        </>
      ),
    },
    {
      key: 'activity',
      header: t('activityApplications.activity'),
      cell: (row) => (
        <>
          {row.activityTitle}
          <br />
          <Money amount={row.amount} />
        </>
      ),
    },
    {
      key: 'comment',
      header: t('activityApplications.commentColumn'),
      cell: (row) => <p className="ops-application-comment">{row.comment}</p>,
    },
    {
      key: 'images',
      header: t('activityApplications.images'),
      cell: (row) => <ApplicationImages application={row} />,
    },
    {
      key: 'state',
      header: t('ops.bonuses.status'),
      cell: (row) => (
        <>
          <StatusChip tone={TONES[row.state]}>{t(`rewardCentre.states.${row.state}`)}</StatusChip>
          {row.note ? <p className="ops-note ops-application-comment">{row.note}</p> : null}
        </>
      ),
    },
    {
      key: 'actions',
      header: t('ops.bonuses.action'),
      align: 'end',
      cell: (row) =>
        row.state === 'IN_PROCESS' ? (
          <div className="ops-row-actions">
            <Button size="sm" variant="gold" disabled={action.isBusy} onClick={() => approve(row)}>
              {t('activityApplications.approve')}
            </Button>
            <Button
              size="sm"
              variant="ghost"
              disabled={action.isBusy}
              onClick={() => decisions.startRejecting(row)}
            >
              {t('activityApplications.reject')}
            </Button>
          </div>
        ) : (
          '—'
        ),
    },
  ];
  return (
    <Panel
      icon="clipboard"
      title={t('activityApplications.queueTitle')}
      description={t('activityApplications.queueBody')}
    >
      <DecisionQueue
        caption={t('activityApplications.queueTitle')}
        statuses={APPLICATION_STATES}
        status={state}
        onStatus={setState}
        statusLabel={(value) => t(`rewardCentre.states.${value}`)}
        query={query}
        page={page}
        onPage={setPage}
        columns={columns}
        empty={{ icon: 'checkCircle', title: t('activityApplications.queueEmpty') }}
        decisions={decisions}
        rejection={(row) => ({
          title: t('activityApplications.rejectTitle', { account: row.account }),
          note: t('activityApplications.rejectNote'),
          confirmLabel: t('activityApplications.reject'),
          reject: (note) => decideApplication(row.id, 'reject', note),
        })}
      />
    </Panel>
  );
}
