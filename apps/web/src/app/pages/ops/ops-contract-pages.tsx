import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { BrandTermsView } from '@/features/ops/components/contracts/brand-terms';
import { ContractList } from '@/features/ops/components/contracts/contract-list';
import { ContractsTabs } from '@/features/ops/components/contracts/contracts-tabs';
import { SettlementList } from '@/features/ops/components/contracts/settlement-list';

const VIEWS = {
  terms: { subtitle: 'opsContracts.termsPageBody', View: BrandTermsView },
  list: { subtitle: 'opsContracts.listPageBody', View: ContractList },
  settlements: { subtitle: 'opsContracts.settlementsPageBody', View: SettlementList },
} as const;

/**
 * /ops/contracts[/list|/settlements]: agent contracts in the console (issue 14), in a chunk of its own. The brand's
 * terms and settlement settings, every contract, and settlements with the stuck payments.
 */
export function OpsContractsPage() {
  const { t } = useTranslation();
  const { view } = useParams();
  const { subtitle, View } = view === 'list' || view === 'settlements' ? VIEWS[view] : VIEWS.terms;
  return (
    <>
      <header className="ops-heading">
        <h1 className="ops-heading__title">{t('opsContracts.pageTitle')}</h1>
        <p className="ops-heading__subtitle">{t(subtitle)}</p>
      </header>
      <ContractsTabs />
      <View key={view ?? 'terms'} />
    </>
  );
}
