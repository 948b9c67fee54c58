import { MONEY_MISSION_KINDS } from '@playhall/contracts/mission-constants';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import type { Column } from '@/components/ui/data-table';
import { FormAlert } from '@/components/ui/form-field';
import { Money } from '@/components/ui/money';
import { Panel } from '@/components/ui/panel';
import { QueryTable } from '@/components/ui/query-view';
import { StatusChip } from '@/components/ui/status-chip';
import { confirmAction } from '@/lib/dialogs';
import { errorMessageForCode } from '@/lib/error-message';
import { showToast } from '@/lib/toast';
import { useTranslation } from '@/lib/use-translation';
import { closeMission, type OpsMission, opsMissionsQueryOptions } from '../api/missions';
import { useOpsAction } from '../use-ops-action';
import { MissionsForm } from './missions-form';
import './ops.css';

/** What a mission asks, in a line: "Bet an amount · Slots · ¥200.00" or "Log in on N days · 3". */
function Goal({ mission }: { mission: OpsMission }) {
  const { t } = useTranslation();
  const money = MONEY_MISSION_KINDS.includes(mission.kind);
  return (
    <span className="ops-note">
      {t(`opsMissions.periods.${mission.period}`)} · {t(`opsMissions.kinds.${mission.kind}`)}
      {mission.category ? ` · ${t(`categories.${mission.category}`)}` : ''} ·{' '}
      {money ? <Money amount={mission.target} /> : mission.target}
    </span>
  );
}

/**
 * Missions in the console (issue 16): every mission with its claims in its current day or week, a form to create
 * one or edit a live one, and closing it. Each change is audited.
 */
export function Missions() {
  const { t } = useTranslation();
  const query = useQuery(opsMissionsQueryOptions());
  const [editing, setEditing] = useState<OpsMission | null>(null);
  const [formKey, setFormKey] = useState(0);
  const action = useOpsAction();
  const close = (mission: OpsMission) =>
    confirmAction(
      t('opsMissions.closeTitle'),
      t('opsMissions.closeAsk', { title: mission.title }),
      () =>
        void action
          .run(() => closeMission(mission.id))
          .then((closed) => {
            if (closed) showToast(t('opsMissions.closed', { title: closed.title }));
          }),
    );
  const columns: Column<OpsMission>[] = [
    {
      key: 'title',
      header: t('opsMissions.title'),
      cell: (row) => (
        <>
          <strong>{row.title}</strong>
          <br />
          <Goal mission={row} />
        </>
      ),
    },
    {
      key: 'pays',
      header: t('opsMissions.pays'),
      align: 'end',
      cell: (row) => (
        <>
          <Money amount={row.reward} />
          <br />
          <span className="ops-note">{t('opsMissions.points', { count: row.score })}</span>
        </>
      ),
    },
    {
      key: 'status',
      header: t('opsMissions.state'),
      cell: (row) => (
        <StatusChip tone={row.status === 'LIVE' ? 'success' : 'neutral'}>
          {t(`opsMissions.status.${row.status}`)}
        </StatusChip>
      ),
    },
    {
      key: 'claims',
      header: t('opsMissions.claims'),
      align: 'end',
      cell: (row) => (
        <>
          {t('opsMissions.claimsFigures', { count: row.claims.period, total: row.claims.total })}
          <br />
          <span className="ops-note">{row.periodKey}</span> <Money amount={row.claims.paid} />
        </>
      ),
    },
    {
      key: 'actions',
      header: t('opsMissions.actions'),
      align: 'end',
      cell: (row) =>
        row.status === 'LIVE' ? (
          <div className="ops-row-actions">
            <Button size="sm" variant="outline" onClick={() => setEditing(row)}>
              {t('opsMissions.edit')}
            </Button>
            <Button size="sm" variant="ghost" disabled={action.isBusy} onClick={() => close(row)}>
              {t('opsMissions.close')}
            </Button>
          </div>
        ) : (
          '—'
        ),
    },
  ];
  return (
    <div className="panel-stack">
      <Panel icon="target" title={t('opsMissions.listTitle')} description={t('opsMissions.listBody')}>
        {action.errorCode ? <FormAlert>{errorMessageForCode(t, action.errorCode)}</FormAlert> : null}
        <QueryTable
          query={query}
          caption={t('opsMissions.listTitle')}
          columns={columns}
          rowKey={(row) => row.id}
          empty={{ icon: 'target', title: t('opsMissions.empty') }}
        />
      </Panel>
      <Panel
        icon={editing ? 'target' : 'plus'}
        title={editing ? t('opsMissions.editTitle', { title: editing.title }) : t('opsMissions.newTitle')}
        description={t('opsMissions.formBody')}
      >
        <MissionsForm
          key={editing ? `edit-${editing.id}` : `new-${formKey}`}
          editing={editing}
          onDone={() => {
            setEditing(null);
            setFormKey((key) => key + 1);
          }}
        />
      </Panel>
    </div>
  );
}
