import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { SegmentedTabs } from '@/components/ui/form-field';
import { Panel } from '@/components/ui/panel';
import { useTranslation } from '@/lib/use-translation';
import { contractsQueryOptions } from '../api/get-contracts';
import { ContractList } from './contract-list';
import { OwnTermsView } from './own-terms-view';
import { useContractDecision } from './use-contract-decision';

type Tab = 'terms' | 'requests' | 'received' | 'given';

/** The history switch of the received and given tabs: what is open (offered or in force), or everything. */
function HistorySwitch({ isAll, onChange }: { isAll: boolean; onChange(isAll: boolean): void }) {
  const { t } = useTranslation();
  return (
    <SegmentedTabs<'open' | 'all'>
      label={t('contracts.show')}
      options={[
        { value: 'open', label: t('contracts.open') },
        { value: 'all', label: t('contracts.all') },
      ]}
      value={isAll ? 'all' : 'open'}
      onChange={(next) => onChange(next === 'all')}
    />
  );
}

/**
 * agentContracts: the agent's own terms per kind, its contract requests (offers to accept or reject), the contracts
 * it received (end from the next period, terminate at once) and those it gave (withdraw an offer, end).
 */
export function ContractsPage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>('terms');
  const [isAll, setAll] = useState(false);
  const received = useContractDecision({ viewer: 'downline' });
  const given = useContractDecision({ viewer: 'upline' });
  const offers = useQuery(
    contractsQueryOptions({ role: 'received', status: 'offered', pageNo: 1, pageSize: 1 }),
  );
  const waiting = offers.data?.totalElements ?? 0;
  return (
    <Panel icon="clipboard" title={t('contractPages.agentContracts')} description={t('contracts.body')}>
      <div className="contracts-page">
        <div className="contracts-page__bar">
          <div className="contracts-page__tabs">
            <SegmentedTabs<Tab>
              label={t('contracts.tabsLabel')}
              options={[
                { value: 'terms', label: t('contracts.tabs.terms') },
                {
                  value: 'requests',
                  label:
                    waiting > 0
                      ? t('contracts.tabs.requestsCount', { count: waiting })
                      : t('contracts.tabs.requests'),
                },
                { value: 'received', label: t('contracts.tabs.received') },
                { value: 'given', label: t('contracts.tabs.given') },
              ]}
              value={tab}
              onChange={setTab}
            />
          </div>
          {tab === 'received' || tab === 'given' ? <HistorySwitch isAll={isAll} onChange={setAll} /> : null}
        </div>
        <p className="contracts-page__note">{t(`contracts.tabNotes.${tab}`)}</p>
        {tab === 'terms' ? <OwnTermsView /> : null}
        {tab === 'requests' ? (
          <ContractList side="received" status="offered" busyId={received.busyId} onAction={received.ask} />
        ) : null}
        {tab === 'received' ? (
          <ContractList
            side="received"
            status={isAll ? 'all' : 'open'}
            busyId={received.busyId}
            onAction={received.ask}
          />
        ) : null}
        {tab === 'given' ? (
          <ContractList
            side="given"
            status={isAll ? 'all' : 'open'}
            busyId={given.busyId}
            onAction={given.ask}
          />
        ) : null}
      </div>
      {received.dialog}
      {given.dialog}
    </Panel>
  );
}
