import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import type { Column } from '@/components/ui/data-table';
import { FormAlert } from '@/components/ui/form-field';
import { Money } from '@/components/ui/money';
import { Panel } from '@/components/ui/panel';
import { QueryTable } from '@/components/ui/query-view';
import { StatusChip } from '@/components/ui/status-chip';
import { TimeText } from '@/components/ui/time-text';
import { confirmAction } from '@/lib/dialogs';
import { errorMessageForCode } from '@/lib/error-message';
import { showToast } from '@/lib/toast';
import { useTranslation } from '@/lib/use-translation';
import { closeActivity, type OpsActivity, opsActivitiesQueryOptions } from '../api/activities';
import { useOpsAction } from '../use-ops-action';
import { ActivityApplicationsQueue } from './activity-applications-queue';
import { ActivityForm } from './activity-form';
import { RebateRates } from './rebate-rates';
import { VipLadderEditor } from './vip-ladder';
import './ops.css';

/**
 * The reward centre's activities in the console (issue 16): every activity with what members did in it, a form to
 * create one or edit a live one, and closing it. Each change is audited.
 */
export function Activities() {
  const { t } = useTranslation();
  const query = useQuery(opsActivitiesQueryOptions());
  const [editing, setEditing] = useState<OpsActivity | null>(null);
  const [formKey, setFormKey] = useState(0);
  const action = useOpsAction();
  const close = (activity: OpsActivity) =>
    confirmAction(
      t('ops.activities.closeTitle'),
      t('ops.activities.closeAsk', { title: activity.title }),
      () =>
        void action
          .run(() => closeActivity(activity.id))
          .then((closed) => {
            if (closed) showToast(t('ops.activities.closed', { title: closed.title }));
          }),
    );
  const columns: Column<OpsActivity>[] = [
    {
      key: 'title',
      header: t('ops.activities.title'),
      cell: (row) => (
        <>
          <strong>{row.title}</strong>
          <br />
          <span className="ops-note">{t(`ops.activities.kinds.${row.kind}`)}</span>
        </>
      ),
    },
    {
      key: 'dates',
      header: t('ops.activities.dates'),
      cell: (row) => (
        <>
          <TimeText iso={row.startsAt} />
          <br />
          {row.endsAt ? (
            <TimeText iso={row.endsAt} />
          ) : (
            <span className="ops-note">{t('rewardCentre.noEnd')}</span>
          )}
        </>
      ),
    },
    {
      key: 'status',
      header: t('ops.bonuses.status'),
      cell: (row) => (
        <StatusChip tone={row.status === 'LIVE' ? 'success' : 'neutral'}>
          {t(`ops.activities.status.${row.status}`)}
        </StatusChip>
      ),
    },
    {
      key: 'figures',
      header: t('ops.activities.figures'),
      align: 'end',
      cell: (row) => (
        <>
          {t('ops.activities.membersClaimed', { count: row.figures.members, claimed: row.figures.claimed })}
          <br />
          <Money amount={row.figures.paid} />
        </>
      ),
    },
    {
      key: 'actions',
      header: t('ops.bonuses.action'),
      align: 'end',
      cell: (row) =>
        row.status === 'LIVE' ? (
          <div className="ops-row-actions">
            <Button size="sm" variant="outline" onClick={() => setEditing(row)}>
              {t('ops.activities.edit')}
            </Button>
            <Button size="sm" variant="ghost" disabled={action.isBusy} onClick={() => close(row)}>
              {t('ops.activities.close')}
            </Button>
          </div>
        ) : (
          '—'
        ),
    },
  ];
  return (
    <div className="panel-stack">
      <Panel icon="gift" title={t('ops.activities.listTitle')} description={t('ops.activities.listBody')}>
        {action.errorCode ? <FormAlert>{errorMessageForCode(t, action.errorCode)}</FormAlert> : null}
        <QueryTable
          query={query}
          caption={t('ops.activities.listTitle')}
          columns={columns}
          rowKey={(row) => row.id}
          empty={{ icon: 'gift', title: t('ops.activities.empty') }}
        />
      </Panel>
      <ActivityApplicationsQueue />
      <Panel
        icon={editing ? 'gift' : 'plus'}
        title={
          editing ? t('ops.activities.editTitle', { title: editing.title }) : t('ops.activities.newTitle')
        }
        description={t('ops.activities.formBody')}
      >
        <ActivityForm
          key={editing ? `edit-${editing.id}` : `new-${formKey}`}
          editing={editing}
          onDone={() => {
            setEditing(null);
            setFormKey((key) => key + 1);
          }}
        />
      </Panel>
      <RebateRates />
      <VipLadderEditor />
    </div>
  );
}
