import type { BonusStatus } from '@playhall/contracts/reward-constants';
import { useQuery } from '@tanstack/react-query';
import { Icon } from '@/components/ui/icon';
import { Money } from '@/components/ui/money';
import { PagedList } from '@/components/ui/pager';
import { Panel } from '@/components/ui/panel';
import { ProgressMeter } from '@/components/ui/progress-meter';
import { StatePanel } from '@/components/ui/state-panel';
import { type ChipTone, StatusChip } from '@/components/ui/status-chip';
import { TimeText } from '@/components/ui/time-text';
import { useTranslation } from '@/lib/use-translation';
import { type Bonus, bonusesQueryOptions } from '../api/get-bonuses';
import './bonuses.css';

const PAGE_SIZE = 5;

const STATUS_TONE: Record<BonusStatus, ChipTone> = {
  ACTIVE: 'gold',
  COMPLETED: 'success',
  CANCELLED: 'neutral',
};

const hasAmount = (amount: string) => /[1-9]/.test(amount);

function BonusItem({ bonus }: { bonus: Bonus }) {
  const { t } = useTranslation();
  return (
    <li className={`bonus-item bonus-item--${bonus.status.toLowerCase()}`}>
      <div className="bonus-item__head">
        <span className="bonus-item__icon">
          <Icon name="gift" size={20} />
        </span>
        <div className="bonus-item__title">
          <p className="bonus-item__name">{bonus.title}</p>
          <p className="bonus-item__meta">
            <TimeText iso={bonus.grantedAt} />
          </p>
        </div>
        <div className="bonus-item__side">
          <Money amount={bonus.amount} className="bonus-item__amount" />
          <StatusChip tone={STATUS_TONE[bonus.status]}>{t(`bonuses.status.${bonus.status}`)}</StatusChip>
        </div>
      </div>
      {hasAmount(bonus.wageringRequired) ? (
        <ProgressMeter
          label={t('bonuses.wagering')}
          achieved={bonus.wagered}
          required={bonus.wageringRequired}
          met={bonus.status === 'COMPLETED'}
          metLabel={t('bonuses.wageringMet')}
          pendingLabel={
            bonus.status === 'CANCELLED' ? t('bonuses.wageringEnded') : t('bonuses.wageringPending')
          }
        />
      ) : (
        <p className="bonus-item__note">{t('bonuses.noWagering')}</p>
      )}
      {bonus.status === 'CANCELLED' && bonus.reclaimed !== null ? (
        <p className="bonus-item__note">
          {t('bonuses.reclaimed')} <Money amount={bonus.reclaimed} />
        </p>
      ) : null}
    </li>
  );
}

/** What all active bonuses still ask, or that nothing holds the wallet. */
function Outstanding() {
  const { t } = useTranslation();
  const first = useQuery(bonusesQueryOptions({ pageNo: 1, pageSize: PAGE_SIZE }));
  const outstanding = first.data?.outstanding;
  if (!outstanding) return null;
  if (outstanding.active === 0) {
    return (
      <p className="bonus-outstanding bonus-outstanding--free">
        <Icon name="checkCircle" size={18} />
        {t('bonuses.nothingHeld')}
      </p>
    );
  }
  return (
    <div className="bonus-outstanding">
      <p className="bonus-outstanding__text">{t('bonuses.held', { count: outstanding.active })}</p>
      <ProgressMeter
        label={t('bonuses.wageringAll')}
        achieved={outstanding.wagered}
        required={outstanding.wageringRequired}
        met={false}
        metLabel={t('bonuses.wageringMet')}
        pendingLabel={t('bonuses.wageringPending')}
      />
    </div>
  );
}

/**
 * bonusDetails, first part: the member's bonuses with their wagering (member-and-agent-centres spec §2). While a
 * bonus's wagering is outstanding nothing leaves the wallet; the page says so and shows how far each one is.
 */
export function BonusList() {
  const { t } = useTranslation();
  return (
    <Panel icon="gift" title={t('bonuses.title')} description={t('bonuses.body')}>
      <Outstanding />
      <PagedList
        options={(page) => bonusesQueryOptions({ pageNo: page, pageSize: PAGE_SIZE })}
        skeletonHeight="12rem"
        empty={
          <StatePanel compact icon="gift" title={t('bonuses.empty')} description={t('bonuses.emptyBody')} />
        }
        className="bonus-list"
        item={(bonus) => <BonusItem key={bonus.id} bonus={bonus} />}
      />
    </Panel>
  );
}
