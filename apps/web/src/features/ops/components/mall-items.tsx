import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import type { Column } from '@/components/ui/data-table';
import { FormAlert } from '@/components/ui/form-field';
import { Money } from '@/components/ui/money';
import { Panel } from '@/components/ui/panel';
import { QueryTable } from '@/components/ui/query-view';
import { StatusChip } from '@/components/ui/status-chip';
import { errorMessageForCode } from '@/lib/error-message';
import { useTranslation } from '@/lib/use-translation';
import { type MallItem, mallItemsQueryOptions, saveMallItem } from '../api/points';
import { useOpsAction } from '../use-ops-action';
import { MallItemForm } from './mall-item-form';

/** The mall's items in the console: every one (hidden too), edit, hide or show again, and a form for a new one. */
export function MallItems() {
  const { t } = useTranslation();
  const query = useQuery(mallItemsQueryOptions());
  const [editing, setEditing] = useState<MallItem | null>(null);
  const action = useOpsAction();
  const toggle = (item: MallItem) =>
    void action.run(() =>
      saveMallItem(item.id, {
        kind: item.kind,
        name: item.name,
        description: item.description,
        points: item.points,
        amount: item.kind === 'BONUS' ? item.amount : null,
        wageringMultiple: item.wageringMultiple,
        stock: item.stock,
        visible: !item.visible,
        sortOrder: item.sortOrder,
      }),
    );
  const columns: Column<MallItem>[] = [
    {
      key: 'name',
      header: t('ops.points.name'),
      cell: (row) => (
        <>
          <strong>{row.name}</strong>
          <br />
          <span className="ops-note">{t(`points.kinds.${row.kind}`)}</span>
        </>
      ),
    },
    { key: 'points', header: t('ops.points.points'), align: 'end', cell: (row) => row.points },
    {
      key: 'amount',
      header: t('ops.points.pays'),
      align: 'end',
      cell: (row) => (row.amount === null ? '—' : <Money amount={row.amount} />),
    },
    {
      key: 'stock',
      header: t('ops.points.stock'),
      align: 'end',
      cell: (row) => (row.stock === null ? t('points.unlimited') : row.stock),
    },
    {
      key: 'visible',
      header: t('ops.points.shown'),
      cell: (row) => (
        <StatusChip tone={row.visible ? 'success' : 'neutral'}>
          {row.visible ? t('ops.points.onSale') : t('ops.points.hidden')}
        </StatusChip>
      ),
    },
    {
      key: 'actions',
      header: t('ops.bonuses.action'),
      align: 'end',
      cell: (row) => (
        <div className="ops-row-actions">
          <Button size="sm" variant="outline" onClick={() => setEditing(row)}>
            {t('ops.points.edit')}
          </Button>
          <Button size="sm" variant="ghost" disabled={action.isBusy} onClick={() => toggle(row)}>
            {row.visible ? t('ops.points.hide') : t('ops.points.show')}
          </Button>
        </div>
      ),
    },
  ];
  return (
    <div className="panel-stack">
      <Panel icon="bag" title={t('ops.points.itemsTitle')} description={t('ops.points.itemsBody')}>
        {action.errorCode ? <FormAlert>{errorMessageForCode(t, action.errorCode)}</FormAlert> : null}
        <QueryTable
          query={query}
          caption={t('ops.points.itemsTitle')}
          columns={columns}
          rowKey={(row) => row.id}
          empty={{ icon: 'bag', title: t('ops.points.noItems') }}
        />
      </Panel>
      <Panel
        icon={editing ? 'wrench' : 'plus'}
        title={editing ? t('ops.points.editTitle', { name: editing.name }) : t('ops.points.newTitle')}
      >
        <MallItemForm key={editing?.id ?? 'new'} item={editing} onDone={() => setEditing(null)} />
      </Panel>
    </div>
  );
}
