import type { UseQueryResult } from '@tanstack/react-query';
import type { Column } from '@/components/ui/data-table';
import { FormAlert, SegmentedTabs } from '@/components/ui/form-field';
import type { IconName } from '@/components/ui/icon';
import { errorMessageForCode } from '@/lib/error-message';
import { useTranslation } from '@/lib/use-translation';
import type { OpsPage } from '../api/types';
import { PagedTable } from './paged-table';
import { ReasonDialog } from './reason-dialog';
import type { QueueDecisions } from './use-queue-decisions';

/**
 * A queue of requests an operator decides (points redemptions, activity applications...): tabs by status, the page
 * of rows with their actions, the action's failure, and the reason dialog of a rejection.
 */
export function DecisionQueue<Row extends { id: string }, Status extends string>({
  caption,
  statuses,
  status,
  onStatus,
  statusLabel,
  query,
  page,
  onPage,
  columns,
  empty,
  decisions,
  rejection,
}: {
  caption: string;
  statuses: readonly Status[];
  status: NoInfer<Status>;
  onStatus(status: NoInfer<Status>): void;
  statusLabel(status: NoInfer<Status>): string;
  query: UseQueryResult<OpsPage<Row>>;
  page: number;
  onPage(page: number): void;
  columns: readonly Column<Row>[];
  empty: { icon: IconName; title: string };
  decisions: QueueDecisions<Row>;
  /** The dialog's words for a row, and the rejection it sends. */
  rejection: (row: Row) => {
    title: string;
    note: string;
    confirmLabel: string;
    reject(reason: string): Promise<unknown>;
  };
}) {
  const { t } = useTranslation();
  const { action, rejecting } = decisions;
  const dialog = rejecting ? rejection(rejecting) : null;
  return (
    <>
      <SegmentedTabs
        label={caption}
        options={statuses.map((value) => ({ value, label: statusLabel(value) }))}
        value={status}
        onChange={(value) => {
          onStatus(value);
          onPage(1);
        }}
      />
      {action.errorCode && !rejecting ? (
        <FormAlert>{errorMessageForCode(t, action.errorCode)}</FormAlert>
      ) : null}
      <PagedTable
        query={query}
        page={page}
        onPage={onPage}
        caption={caption}
        columns={columns}
        rowKey={(row) => row.id}
        empty={empty}
        skeletonHeight="12rem"
      />
      {dialog ? (
        <ReasonDialog
          title={dialog.title}
          note={dialog.note}
          confirmLabel={dialog.confirmLabel}
          errorMessage={action.errorCode ? errorMessageForCode(t, action.errorCode) : undefined}
          isBusy={action.isBusy}
          onCancel={decisions.stopRejecting}
          onConfirm={(reason) =>
            void action
              .run(() => dialog.reject(reason))
              .then((done) => {
                if (done) decisions.stopRejecting();
              })
          }
        />
      ) : null}
    </>
  );
}
