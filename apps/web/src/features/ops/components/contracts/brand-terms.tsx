import { CONTRACT_KINDS } from '@playhall/contracts/contract-terms';
import { useQuery } from '@tanstack/react-query';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { contractOverviewQueryOptions } from '../../api/contract-terms';
import { BrandTermsPanel } from './brand-terms-panel';
import { SettlementSettings } from './settlement-settings';
import '../ops.css';
import './contracts.css';

/** /ops/contracts: the brand's terms of each kind for top agents, then how settlement runs. */
export function BrandTermsView() {
  const overview = useQuery(contractOverviewQueryOptions);
  if (overview.isPending) return <Skeleton height="28rem" radius="var(--radius-lg)" />;
  if (!overview.data) return <ErrorState error={overview.error} onRetry={() => void overview.refetch()} />;
  const { terms, settings } = overview.data;
  return (
    <div className="panel-stack">
      <div className="ops-terms-grid">
        {CONTRACT_KINDS.map((kind) => {
          const found = terms.find((entry) => entry.kind === kind);
          return found ? <BrandTermsPanel key={kind} terms={found} /> : null;
        })}
      </div>
      <SettlementSettings settings={settings} />
    </div>
  );
}
