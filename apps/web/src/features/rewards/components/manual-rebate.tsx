import { useQuery } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { type Column, DataTable } from '@/components/ui/data-table';
import { ErrorState } from '@/components/ui/error-state';
import { FormAlert } from '@/components/ui/form-field';
import { formatMoney, Money, useCurrencySymbol } from '@/components/ui/money';
import { PagedList } from '@/components/ui/pager';
import { Panel } from '@/components/ui/panel';
import { Skeleton } from '@/components/ui/skeleton';
import { StatePanel } from '@/components/ui/state-panel';
import { TimeText } from '@/components/ui/time-text';
import { showToast } from '@/lib/toast';
import { useMoneyAction } from '@/lib/use-money-action';
import { useTranslation } from '@/lib/use-translation';
import {
  claimRebate,
  type RebateClaim,
  type RebateSummary,
  rebateClaimsQueryOptions,
  rebateSummaryQueryOptions,
} from '../api/rebates';
import './rewards.css';

type Line = RebateSummary['lines'][number];

/** What is claimable now, per game category, with the claim button. */
function Claimable() {
  const { t } = useTranslation();
  const symbol = useCurrencySymbol();
  const query = useQuery(rebateSummaryQueryOptions());
  const action = useMoneyAction();
  if (query.isPending) return <Skeleton height="12rem" radius="var(--radius-lg)" />;
  if (!query.data) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  const { lines, total, lastClaimAt } = query.data;
  const columns: Column<Line>[] = [
    { key: 'category', header: t('rebate.category'), cell: (line) => t(`categories.${line.category}`) },
    {
      key: 'validBet',
      header: t('rebate.validBet'),
      align: 'end',
      cell: (line) => <Money amount={line.validBet} />,
    },
    { key: 'rate', header: t('rebate.rate'), align: 'end', cell: (line) => `${line.ratePercent}%` },
    {
      key: 'amount',
      header: t('rebate.amount'),
      align: 'end',
      cell: (line) => <Money amount={line.amount} />,
    },
  ];
  const hasRebate = /[1-9]/.test(total);
  const claim = () =>
    void action.run(claimRebate).then((claimed) => {
      if (claimed) showToast(t('rebate.claimed', { amount: formatMoney(claimed.amount, symbol) }));
    });
  return (
    <Panel
      icon="coins"
      title={t('rebate.title')}
      description={
        lastClaimAt ? (
          <>
            {t('rebate.sinceClaim')} <TimeText iso={lastClaimAt} />
          </>
        ) : (
          t('rebate.sinceStart')
        )
      }
    >
      {lines.length === 0 ? (
        <StatePanel compact icon="coins" title={t('rebate.nothing')} description={t('rebate.nothingBody')} />
      ) : (
        <DataTable
          caption={t('rebate.title')}
          columns={columns}
          rows={lines}
          rowKey={(line) => line.category}
        />
      )}
      <div className="rebate-total">
        <span className="rebate-total__label">{t('rebate.total')}</span>
        <Money amount={total} className="rebate-total__amount" />
        <Button variant="gold" icon="coins" disabled={!hasRebate || action.isBusy} onClick={claim}>
          {t('rebate.claim')}
        </Button>
      </div>
      {action.errorMessage ? <FormAlert>{action.errorMessage}</FormAlert> : null}
    </Panel>
  );
}

function ClaimItem({ claim }: { claim: RebateClaim }) {
  const { t } = useTranslation();
  return (
    <li className="rebate-claim">
      <div>
        <p className="rebate-claim__amount">
          <Money amount={claim.amount} />
        </p>
        <p className="rebate-claim__lines">
          {claim.lines.map((line) => `${t(`categories.${line.category}`)} ${line.ratePercent}%`).join(' · ')}
        </p>
      </div>
      <TimeText className="rebate-claim__time" iso={claim.claimedAt} />
    </li>
  );
}

/**
 * manualRebate (member-and-agent-centres spec §2, with the MANPLAYREB3 module): the rebate each game category's
 * valid bets have earned since the last claim, claimed at once into the balance, and the claims made.
 */
export function ManualRebate() {
  const { t } = useTranslation();
  return (
    <div className="panel-stack">
      <Claimable />
      <Panel icon="receipt" title={t('rebate.historyTitle')}>
        <PagedList
          options={(page) => rebateClaimsQueryOptions(page)}
          skeletonHeight="8rem"
          empty={<StatePanel compact icon="receipt" title={t('rebate.historyEmpty')} />}
          className="rebate-claims"
          item={(claim) => <ClaimItem key={claim.id} claim={claim} />}
        />
      </Panel>
    </div>
  );
}
