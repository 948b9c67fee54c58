import type { Contract, ContractAction } from '@playhall/contracts/agent-contracts';
import { Button } from '@/components/ui/button';
import { Icon, type IconName } from '@/components/ui/icon';
import { Facts } from '@/components/ui/panel';
import { useBrandTime } from '@/lib/use-brand-time';
import { useTranslation } from '@/lib/use-translation';
import { actionsFor, type ContractSide } from '../contract-actions';
import { KIND_PAGES } from '../contract-kinds';
import { ContractStatusChip, TiersTable } from './contract-labels';

const BUTTONS: Record<ContractAction, { variant: 'gold' | 'outline' | 'ghost'; icon: IconName }> = {
  ACCEPT: { variant: 'gold', icon: 'check' },
  REJECT: { variant: 'outline', icon: 'close' },
  END: { variant: 'outline', icon: 'hourglass' },
  TERMINATE: { variant: 'ghost', icon: 'xCircle' },
  WITHDRAW: { variant: 'outline', icon: 'undo' },
};

/**
 * One contract: its kind and state, the other side, its period, when it was offered and when it ends (and why),
 * its tiers, and the actions this side may take.
 */
export function ContractCard({
  contract,
  side,
  isBusy,
  onAction,
}: {
  contract: Contract;
  side: ContractSide;
  isBusy: boolean;
  onAction(action: ContractAction): void;
}) {
  const { t } = useTranslation();
  const time = useBrandTime();
  const kind = t(`contracts.kinds.${contract.kind}`);
  const party = side === 'received' ? contract.upline.account : contract.downline.account;
  const reason = contract.endReason ? `contracts.endReasons.${contract.endReason}` : null;
  // "Ends on …" while the last period runs, "Ended on …" after.
  const ending = contract.endsAt
    ? {
        label: t(contract.isInForce ? 'contracts.card.endsOn' : 'contracts.card.endedOn'),
        value: time.dateTime(contract.endsAt),
      }
    : null;
  return (
    <article className="contract-card" aria-label={`${kind} · ${party}`}>
      <header className="contract-card__head">
        <span className="contract-card__icon">
          <Icon name={KIND_PAGES[contract.kind].icon} size={18} />
        </span>
        <h3 className="contract-card__title">{kind}</h3>
        <ContractStatusChip contract={contract} />
      </header>
      <Facts
        className="facts contract-card__facts"
        items={[
          { label: t(`contracts.card.party.${side}`), value: <strong>{party}</strong> },
          { label: t('contracts.card.period'), value: t(`contracts.periods.${contract.period}`) },
          { label: t('contracts.card.offeredAt'), value: time.dateTime(contract.offeredAt) },
          ending,
          reason ? { label: t('contracts.card.reason'), value: t(reason) } : null,
        ]}
      />
      <TiersTable
        kind={contract.kind}
        tiers={contract.tiers}
        caption={t('contracts.tiers.caption', { kind })}
      />
      {actionsFor(contract, side).length > 0 ? (
        <div className="contract-card__actions">
          {actionsFor(contract, side).map((action) => (
            <Button
              key={action}
              size="sm"
              variant={BUTTONS[action].variant}
              icon={BUTTONS[action].icon}
              disabled={isBusy}
              onClick={() => onAction(action)}
            >
              {t(`contracts.actions.${action}`)}
            </Button>
          ))}
        </div>
      ) : null}
    </article>
  );
}
