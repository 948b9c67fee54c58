import { useQuery } from '@tanstack/react-query';
import { use, useEffect } from 'react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { loadCentreCatalogue } from '@/lib/i18n';
import { useTranslation } from '@/lib/use-translation';
import { contractsQueryOptions } from '../api/get-contracts';
import { ContractCard } from './contract-card';
import { useContractDecision } from './use-contract-decision';

// The modal speaks the centre's words, which the home page never loads: they come with this chunk (the modal host
// suspends on them), so the entry stays as small as the other modals' entries.
const centreWords = loadCentreCatalogue();

/**
 * The contract modal (spec §2 "Modals: contract (only when logged in)", §4 "Pending offers show in the contract
 * modal when the downline logs in"): opened once by a login of an agent; it shows nothing and closes itself when
 * no offer waits, else lists the offers with accept and reject, and "later" leaves them on the Contracts page.
 */
export function ContractOffersModal({ onClose }: { onClose(): void }) {
  use(centreWords);
  const { t } = useTranslation();
  const query = useQuery(
    contractsQueryOptions({ role: 'received', status: 'offered', pageNo: 1, pageSize: 10 }),
  );
  const decision = useContractDecision({ viewer: 'downline' });
  const offers = query.data?.content;
  const isDone = query.isError || (offers !== undefined && offers.length === 0);
  useEffect(() => {
    if (isDone) onClose();
  }, [isDone, onClose]);
  if (!offers || offers.length === 0) return null;
  return (
    <Modal title={t('contracts.modal.title')} closeLabel={t('modal.close')} onClose={onClose} width={560}>
      <div className="contract-offers">
        <p className="contract-offers__intro">
          {t('contracts.modal.intro', { count: query.data?.totalElements ?? offers.length })}
        </p>
        {offers.map((contract) => (
          <ContractCard
            key={contract.id}
            contract={contract}
            side="received"
            isBusy={decision.busyId !== null}
            onAction={(action) => void decision.ask(contract, action)}
          />
        ))}
        <div className="form-actions">
          <Button variant="ghost" icon="clock" onClick={onClose}>
            {t('contracts.modal.later')}
          </Button>
        </div>
      </div>
      {decision.dialog}
    </Modal>
  );
}
