import type { OwnTerms } from '@playhall/contracts/agent-contracts';
import { useQuery } from '@tanstack/react-query';
import { ErrorState } from '@/components/ui/error-state';
import { Icon } from '@/components/ui/icon';
import { Skeleton } from '@/components/ui/skeleton';
import { type ChipTone, StatusChip } from '@/components/ui/status-chip';
import { useTranslation } from '@/lib/use-translation';
import { ownTermsQueryOptions } from '../api/get-own-terms';
import { KIND_PAGES } from '../contract-kinds';
import { TiersTable } from './contract-labels';

const SOURCE_TONES: Record<OwnTerms['source'], ChipTone> = {
  CONTRACT: 'success',
  BRAND: 'gold',
  NONE: 'neutral',
};

function TermsCard({ terms }: { terms: OwnTerms }) {
  const { t } = useTranslation();
  const kind = t(`contracts.kinds.${terms.kind}`);
  const source = terms.isEnabled ? terms.source : 'OFF';
  return (
    <article className="contract-card" aria-label={kind}>
      <header className="contract-card__head">
        <span className="contract-card__icon">
          <Icon name={KIND_PAGES[terms.kind].icon} size={18} />
        </span>
        <h3 className="contract-card__title">{kind}</h3>
        <StatusChip tone={terms.isEnabled ? SOURCE_TONES[terms.source] : 'neutral'}>
          {t(`contracts.sources.${source}.label`)}
        </StatusChip>
      </header>
      <p className="contract-card__note">{t(`contracts.sources.${source}.body`)}</p>
      {terms.period && terms.tiers.length > 0 ? (
        <p className="contract-card__period">
          {t('contracts.card.period')}: <strong>{t(`contracts.periods.${terms.period}`)}</strong>
        </p>
      ) : null}
      {terms.tiers.length > 0 ? (
        <TiersTable kind={terms.kind} tiers={terms.tiers} caption={t('contracts.tiers.caption', { kind })} />
      ) : null}
    </article>
  );
}

/** The terms the agent itself works under, per kind, and where they come from (its upline, the brand, none). */
export function OwnTermsView() {
  const query = useQuery(ownTermsQueryOptions());
  if (query.isPending) return <Skeleton height="16rem" radius="var(--radius-lg)" />;
  if (!query.data) return <ErrorState compact error={query.error} onRetry={() => void query.refetch()} />;
  return (
    <div className="contract-grid">
      {query.data.map((terms) => (
        <TermsCard key={terms.kind} terms={terms} />
      ))}
    </div>
  );
}
