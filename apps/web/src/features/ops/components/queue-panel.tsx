import type { ReactNode } from 'react';
import { FormAlert } from '@/components/ui/form-field';
import type { IconName } from '@/components/ui/icon';
import { Panel } from '@/components/ui/panel';
import { StatePanel } from '@/components/ui/state-panel';
import { errorMessageForCode } from '@/lib/error-message';
import { useTranslation } from '@/lib/use-translation';
import { QueueTable, type QueueTableSpec } from './queue-table';
import { ReasonDialog } from './reason-dialog';
import type { QueueDecisions } from './use-queue-decisions';

/**
 * One queue of the cashier console (deposits, withdrawals, adjustments): its panel, the refusal of the last
 * action, its rows or a calm empty state, and the reason dialog of a rejection.
 */
export function QueuePanel<Row extends { id: string; createdAt: string }>({
  decisions,
  icon,
  title,
  description,
  emptyTitle,
  rows,
  rejectTitle,
  reject,
  table,
  children,
}: {
  decisions: QueueDecisions<Row>;
  icon: IconName;
  title: string;
  description: string;
  emptyTitle: string;
  rows: readonly Row[];
  rejectTitle: (row: Row) => string;
  reject: (row: Row, reason: string) => Promise<void>;
  /** A queue of one-decision rows is a table (QueueTable); any other draws its rows as children. */
  table?: QueueTableSpec<Row>;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const { action, rejecting } = decisions;
  const errorMessage = action.errorCode ? errorMessageForCode(t, action.errorCode) : undefined;
  return (
    <Panel icon={icon} title={title} description={description}>
      {errorMessage && !rejecting ? <FormAlert>{errorMessage}</FormAlert> : null}
      {rows.length === 0 ? (
        <StatePanel compact icon="checkCircle" title={emptyTitle} />
      ) : table ? (
        <QueueTable decisions={decisions} caption={title} rows={rows} {...table} />
      ) : (
        children
      )}
      {rejecting ? (
        <ReasonDialog
          title={rejectTitle(rejecting)}
          confirmLabel={t('ops.reject')}
          isBusy={action.isBusy}
          errorMessage={errorMessage}
          onCancel={decisions.stopRejecting}
          onConfirm={(reason) =>
            void action
              .run(async () => {
                await reject(rejecting, reason);
                return true;
              })
              .then((done) => {
                if (done) decisions.stopRejecting();
              })
          }
        />
      ) : null}
    </Panel>
  );
}
