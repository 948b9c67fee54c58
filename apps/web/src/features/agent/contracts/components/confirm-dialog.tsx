import type { Contract } from '@playhall/contracts/agent-contracts';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-field';
import { Modal } from '@/components/ui/modal';
import { useTranslation } from '@/lib/use-translation';
import { ContractStatusChip } from './contract-labels';

/**
 * A decision on a contract, asked before it is sent: a title that names it, what it does, and for an acceptance
 * the contracts in the agent's team that it ends (spec §4: the downline agrees to the list first).
 */
export function ConfirmDialog({
  title,
  message,
  confirmLabel,
  isDanger = false,
  endings = [],
  error,
  isBusy,
  onConfirm,
  onCancel,
}: {
  title: string;
  message: ReactNode;
  confirmLabel: string;
  isDanger?: boolean;
  endings?: readonly Contract[];
  error: string | null;
  isBusy: boolean;
  onConfirm(): void;
  onCancel(): void;
}) {
  const { t } = useTranslation();
  return (
    <Modal title={title} closeLabel={t('modal.close')} onClose={onCancel} width={480}>
      <div className="contract-confirm">
        <p className="contract-confirm__text">{message}</p>
        {endings.length > 0 ? (
          <ul className="contract-confirm__list" aria-label={t('contracts.confirm.endingsLabel')}>
            {endings.map((contract) => (
              <li key={contract.id}>
                <span className="contract-confirm__who">
                  {t('contracts.confirm.ending', {
                    kind: t(`contracts.kinds.${contract.kind}`),
                    upline: contract.upline.account,
                    downline: contract.downline.account,
                  })}
                </span>
                <ContractStatusChip contract={contract} />
              </li>
            ))}
          </ul>
        ) : null}
        {error ? <FormAlert>{error}</FormAlert> : null}
        <div className="form-actions">
          <Button variant="ghost" onClick={onCancel}>
            {t('dialogs.in_more_cancel')}
          </Button>
          <Button
            variant={isDanger ? 'outline' : 'gold'}
            className={isDanger ? 'contract-confirm__danger' : undefined}
            disabled={isBusy}
            onClick={onConfirm}
          >
            {confirmLabel}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
