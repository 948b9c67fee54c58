import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { type Column, DataTable } from '@/components/ui/data-table';
import { TimeText } from '@/components/ui/time-text';
import { useTranslation } from '@/lib/use-translation';
import type { QueueDecisions } from './use-queue-decisions';

type QueueRow = { id: string; createdAt: string };

/** What a queue says about its table: its own columns, the step that settles a row, the reject button's label. */
export type QueueTableSpec<Row> = {
  columns: Column<Row>[];
  decision: (row: Row) => ReactNode;
  rejectLabel: (row: Row) => string;
};

/**
 * The table of a queue whose rows wait for one decision (deposits, adjustments): id and time first, the queue's
 * own columns, then the step that settles the row (or why it waits) beside reject.
 */
export function QueueTable<Row extends QueueRow>({
  decisions,
  caption,
  rows,
  columns,
  decision,
  rejectLabel,
}: QueueTableSpec<Row> & {
  decisions: QueueDecisions<Row>;
  caption: string;
  rows: readonly Row[];
}) {
  const { t } = useTranslation();
  const all: Column<Row>[] = [
    { key: 'id', header: t('ops.id'), cell: (row) => <span className="ops-id">#{row.id}</span> },
    {
      key: 'time',
      header: t('ops.time'),
      cell: (row) => <TimeText iso={row.createdAt} />,
    },
    ...columns,
    {
      key: 'actions',
      header: t('ops.actions'),
      align: 'end',
      cell: (row) => (
        <span className="ops-actions">
          {decision(row)}
          <Button
            size="sm"
            variant="ghost"
            disabled={decisions.action.isBusy}
            aria-label={rejectLabel(row)}
            onClick={() => decisions.startRejecting(row)}
          >
            {t('ops.reject')}
          </Button>
        </span>
      ),
    },
  ];
  return <DataTable caption={caption} columns={all} rows={rows} rowKey={(row) => row.id} />;
}
