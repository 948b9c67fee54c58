import { useState } from 'react';
import { confirmAction } from '@/lib/dialogs';
import { useOpsAction } from '../use-ops-action';

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
    /** Asks the operator to confirm (a dialog titled by the step), then takes the step. */
    decide(title: string, question: string, step: () => Promise<unknown>) {
      confirmAction(title, question, () => void action.run(step));
    },
  };
}

export type QueueDecisions<Row> = ReturnType<typeof useQueueDecisions<Row>>;
