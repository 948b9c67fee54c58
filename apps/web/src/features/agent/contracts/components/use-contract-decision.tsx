import type { Contract, ContractAction } from '@playhall/contracts/agent-contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { createPortal } from 'react-dom';
import { showMessage } from '@/lib/dialogs';
import { errorMessage } from '@/lib/error-message';
import { showToast } from '@/lib/toast';
import { useTranslation } from '@/lib/use-translation';
import { getAcceptance } from '../api/get-acceptance';
import { CONTRACTS_QUERY_KEY } from '../api/get-contracts';
import { processContract } from '../api/process-contract';
import { ConfirmDialog } from './confirm-dialog';

type Asked = { contract: Contract; action: ContractAction; endings: readonly Contract[] };

/**
 * Deciding on contracts (spec §4): accept (after the acceptance preview; when it lists contracts in the team that
 * would end, the agent confirms the list and the call says it agrees), reject, end from the next period, terminate
 * at once and withdraw, each behind a confirmation with its own title. After a decision every contract list, the
 * agent's own terms and the menu load again.
 */
export function useContractDecision({ viewer }: { viewer: 'upline' | 'downline' }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [asked, setAsked] = useState<Asked | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const send = async (contract: Contract, action: ContractAction, agrees: boolean, inDialog: boolean) => {
    setBusyId(contract.id);
    setError(null);
    try {
      await processContract(contract, action, agrees);
      setAsked(null);
      void queryClient.invalidateQueries({ queryKey: CONTRACTS_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: ['messages'] });
      showToast(t(`contracts.done.${action}`));
    } catch (failure) {
      if (inDialog) setError(errorMessage(t, failure));
      else showMessage(errorMessage(t, failure), 'warning');
    } finally {
      setBusyId(null);
    }
  };

  const ask = async (contract: Contract, action: ContractAction) => {
    setError(null);
    if (action !== 'ACCEPT') {
      setAsked({ contract, action, endings: [] });
      return;
    }
    setBusyId(contract.id);
    let endings: readonly Contract[];
    try {
      endings = (await getAcceptance(contract.id)).endsContracts;
    } catch (failure) {
      setBusyId(null);
      showMessage(errorMessage(t, failure), 'warning');
      return;
    }
    if (endings.length > 0) {
      setBusyId(null);
      setAsked({ contract, action, endings });
    } else {
      await send(contract, 'ACCEPT', false, false);
    }
  };

  // The other side of the contract, as the deciding agent sees it.
  const party = viewer === 'upline' ? asked?.contract.downline.account : asked?.contract.upline.account;
  // In a portal: a dialog asked from inside another modal (the contract modal) must not sit in its moving frame.
  const dialog = asked
    ? createPortal(
        <ConfirmDialog
          title={t(`contracts.confirm.${asked.action}.title`)}
          message={t(`contracts.confirm.${asked.action}.message`, {
            kind: t(`contracts.kinds.${asked.contract.kind}`),
            party,
          })}
          confirmLabel={t(`contracts.confirm.${asked.action}.confirm`)}
          isDanger={asked.action === 'TERMINATE' || asked.action === 'REJECT'}
          endings={asked.endings}
          error={error}
          isBusy={busyId !== null}
          onConfirm={() => void send(asked.contract, asked.action, asked.action === 'ACCEPT', true)}
          onCancel={() => setAsked(null)}
        />,
        document.body,
      )
    : null;
  return { ask, busyId, dialog };
}
