import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/ui/form-field';
import type { IconName } from '@/components/ui/icon';
import { Panel } from '@/components/ui/panel';
import { StatePanel } from '@/components/ui/state-panel';
import { errorMessageForCode } from '@/lib/error-message';
import { useOpsAction } from '../use-ops-action';
import { ReasonDialog } from './reason-dialog';

/** The state of one cashier queue: the operator's action in flight, and the row being rejected with a reason. */
export function useQueueDecisions<Row>() {
  const action = useOpsAction();
  const [rejecting, setRejecting] = useState<Row | null>(null);
  return {
    action,
    rejecting,
    startRejecting(row: Row) {
      action.clearError();
      setRejecting(row);
    },
    stopRejecting() {
      setRejecting(null);
    },
  };
}

export type QueueDecisions<Row> = ReturnType<typeof useQueueDecisions<Row>>;

/**
 * One queue of the cashier console (deposits, withdrawals, adjustments): its panel, the refusal of the last
 * action, its rows or a calm empty state, and the reason dialog of a rejection.
 */
export function QueuePanel<Row extends { id: string }>({
  decisions,
  icon,
  title,
  description,
  emptyTitle,
  rows,
  rejectTitle,
  reject,
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
  /** The rows, shown when there are some. */
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { action, rejecting } = decisions;
  const errorMessage = action.errorCode ? errorMessageForCode(t, action.errorCode) : undefined;
  return (
    <Panel icon={icon} title={title} description={description}>
      {errorMessage && !rejecting ? <FormAlert>{errorMessage}</FormAlert> : null}
      {rows.length === 0 ? <StatePanel compact icon="checkCircle" title={emptyTitle} /> : children}
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
