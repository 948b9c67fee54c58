import type { ContractKind } from '@playhall/contracts/contract-terms';
import { useQuery } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-field';
import { Modal } from '@/components/ui/modal';
import { Skeleton } from '@/components/ui/skeleton';
import { useTranslation } from '@/lib/use-translation';
import { opsContractsQueryOptions } from '../../api/contracts';
import '../ops.css';
import './contracts.css';

/** The most contracts of a kind the dialog reads to name the parties of those that would end (the API's page). */
const LOOKUP_SIZE = 100;

/**
 * Lower brand terms end the contracts top agents gave above them, and everything given below those: the dialog
 * lists them (with their parties, from the newest contracts of the kind) before the operator agrees.
 */
export function EndingsDialog({
  kind,
  ids,
  isBusy,
  errorMessage,
  onConfirm,
  onCancel,
}: {
  kind: ContractKind;
  ids: readonly string[];
  isBusy: boolean;
  errorMessage?: string | undefined;
  onConfirm(): void;
  onCancel(): void;
}) {
  const { t } = useTranslation();
  const known = useQuery(opsContractsQueryOptions({ account: '', kind, status: '' }, 1, LOOKUP_SIZE));
  const byId = new Map((known.data?.content ?? []).map((contract) => [contract.id, contract]));
  return (
    <Modal
      title={t('opsContracts.endings.title', { count: ids.length })}
      closeLabel={t('modal.close')}
      onClose={onCancel}
      width={520}
    >
      <div className="form">
        <p className="ops-endings__body">{t('opsContracts.endings.body')}</p>
        {known.isPending ? (
          <Skeleton height="5rem" radius="var(--radius-sm)" />
        ) : (
          <ul className="ops-endings" aria-label={t('opsContracts.endings.listLabel')}>
            {ids.map((id) => {
              const contract = byId.get(id);
              return (
                <li key={id} className="ops-endings__item">
                  <span className="ops-id">#{id}</span>
                  {contract ? (
                    <span>
                      {t('opsContracts.parties', {
                        upline: contract.upline.account,
                        downline: contract.downline.account,
                      })}
                    </span>
                  ) : null}
                </li>
              );
            })}
          </ul>
        )}
        {errorMessage ? <FormAlert>{errorMessage}</FormAlert> : null}
        <div className="form-actions">
          <Button variant="ghost" onClick={onCancel}>
            {t('opsContracts.endings.keep')}
          </Button>
          <Button variant="gold" disabled={isBusy} onClick={onConfirm}>
            {t('opsContracts.endings.confirm', { count: ids.length })}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
