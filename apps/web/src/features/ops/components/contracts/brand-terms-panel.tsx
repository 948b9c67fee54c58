import type { TierText } from '@playhall/contracts/agent-contracts';
import type { ContractKind } from '@playhall/contracts/contract-terms';
import type { BrandTerms } from '@playhall/contracts/ops-contracts';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-field';
import { Money } from '@/components/ui/money';
import { Panel } from '@/components/ui/panel';
import { StatusChip } from '@/components/ui/status-chip';
import { useTranslation } from '@/lib/use-translation';
import { BrandTermsForm } from './brand-terms-form';
import { useContractTimes } from './contract-labels';

/**
 * A tier list as a compact table (a few narrow columns, so it stays a table on a phone too): the thresholds a period
 * must reach and the rate it then pays.
 */
export function TiersTable({ kind, tiers }: { kind: ContractKind; tiers: readonly TierText[] }) {
  const { t } = useTranslation();
  return (
    <div className="ops-tiers">
      <table className="ops-tiers__table">
        <caption className="visually-hidden">
          {t('opsContracts.terms.tiersCaption', { kind: t(`opsContracts.kinds.${kind}`) })}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('opsContracts.tiers.tierColumn')}</th>
            <th scope="col" className="ops-tiers__end">
              {t(kind === 'DIVIDEND' ? 'opsContracts.tiers.minProfit' : 'opsContracts.tiers.minBets')}
            </th>
            <th scope="col" className="ops-tiers__end">
              {t('opsContracts.tiers.minActive')}
            </th>
            <th scope="col" className="ops-tiers__end">
              {t('opsContracts.tiers.rate')}
            </th>
          </tr>
        </thead>
        <tbody>
          {tiers.map((tier, index) => (
            <tr key={`${tier.minBase}-${tier.minActive}`}>
              <td>#{index + 1}</td>
              <td className="ops-tiers__end">
                <Money amount={tier.minBase} />
              </td>
              <td className="ops-tiers__end">{tier.minActive.toLocaleString()}</td>
              <td className="ops-tiers__end">
                <strong>{tier.rate}%</strong>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * The brand's terms of one kind for top agents: whether the kind settles at all (its feature flag, switched in the
 * brand's modules), its period, its tiers, and the form that changes them.
 */
export function BrandTermsPanel({ terms }: { terms: BrandTerms }) {
  const { t } = useTranslation();
  const times = useContractTimes();
  const [isEditing, setEditing] = useState(false);
  const [isSaved, setSaved] = useState(false);
  const kindName = t(`opsContracts.kinds.${terms.kind}`);
  return (
    <Panel
      icon={terms.kind === 'DIVIDEND' ? 'coins' : 'clock'}
      title={kindName}
      className="ops-terms-panel"
      description={
        <span className="ops-terms-panel__facts">
          <StatusChip tone={terms.isEnabled ? 'success' : 'neutral'}>
            {t(terms.isEnabled ? 'opsContracts.terms.enabled' : 'opsContracts.terms.disabled')}
          </StatusChip>
          <span>{t(`opsContracts.periods.${terms.period}`)}</span>
          <span>{t('opsContracts.terms.updatedAt', { time: times.moment(terms.updatedAt) })}</span>
        </span>
      }
      actions={
        isEditing ? null : (
          <Button
            size="sm"
            variant="outline"
            icon="wrench"
            aria-label={t('opsContracts.terms.editLabel', { kind: kindName })}
            onClick={() => {
              setSaved(false);
              setEditing(true);
            }}
          >
            {t('opsContracts.terms.edit')}
          </Button>
        )
      }
    >
      {isEditing ? (
        <BrandTermsForm
          kind={terms.kind}
          period={terms.period}
          tiers={terms.tiers}
          onDone={(saved) => {
            setEditing(false);
            setSaved(saved);
          }}
        />
      ) : (
        <>
          {isSaved ? <FormAlert tone="success">{t('opsContracts.terms.saved')}</FormAlert> : null}
          {terms.isEnabled ? null : <p className="ops-note">{t('opsContracts.terms.disabledNote')}</p>}
          <TiersTable kind={terms.kind} tiers={terms.tiers} />
        </>
      )}
    </Panel>
  );
}
