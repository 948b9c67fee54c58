import type { Withdrawal } from '@playhall/contracts/cashier';
import { Icon } from '@/components/ui/icon';
import { Money } from '@/components/ui/money';
import { PagedList } from '@/components/ui/pager';
import { Panel } from '@/components/ui/panel';
import { ProtectedImage } from '@/components/ui/protected-image';
import { StatePanel } from '@/components/ui/state-panel';
import { TimeText } from '@/components/ui/time-text';
import { isPositiveAmount } from '@/lib/amount-input';
import { useBrandTime } from '@/lib/use-brand-time';
import { useTranslation } from '@/lib/use-translation';
import { withdrawalsQueryOptions } from '../../api/get-withdrawals';
import { WithdrawalStatusChip } from '../status-chips';
import { WithdrawalActions } from './withdrawal-actions';

const PAGE_SIZE = 5;

function WithdrawalCard({ withdrawal }: { withdrawal: Withdrawal }) {
  const { t } = useTranslation();
  const time = useBrandTime();
  const isDisbursed = withdrawal.status === 'DISBURSED';
  return (
    <li className={`withdrawal-card${isDisbursed ? ' withdrawal-card--action' : ''}`}>
      <div className="withdrawal-card__head">
        <Money amount={withdrawal.amount} className="withdrawal-card__amount" />
        <WithdrawalStatusChip status={withdrawal.status} />
      </div>
      <p className="withdrawal-card__meta">
        <span>
          <Icon name="bank" size={14} /> {withdrawal.bankName} · {withdrawal.accountNumber}
        </span>
        <TimeText iso={withdrawal.createdAt} />
      </p>
      {isPositiveAmount(withdrawal.receivedAmount) && withdrawal.status !== 'COMPLETED' ? (
        <p className="withdrawal-card__split">
          <span>
            {t('withdraw.receivedSoFar')} <Money amount={withdrawal.receivedAmount} />
          </span>
          <span>
            {t('withdraw.remaining')} <Money amount={withdrawal.remainingAmount} />
          </span>
        </p>
      ) : null}
      {withdrawal.rejectReason ? (
        <p className="withdrawal-card__note withdrawal-card__note--bad">
          {t('withdraw.rejectReason', { reason: withdrawal.rejectReason })}
        </p>
      ) : null}
      {withdrawal.confirmation ? (
        <p className="withdrawal-card__note">{t(`withdraw.confirmation.${withdrawal.confirmation}`)}</p>
      ) : null}
      {isDisbursed ? (
        <>
          <p className="withdrawal-card__note withdrawal-card__note--due">
            <Icon name="clock" size={15} />
            {withdrawal.confirmDueAt
              ? t('withdraw.confirmDue', { time: time.dateTime(withdrawal.confirmDueAt) })
              : t('withdraw.confirmAsk')}
          </p>
          <WithdrawalActions withdrawal={withdrawal} />
        </>
      ) : null}
      {withdrawal.proofs.length > 0 ? (
        <ul className="proof-thumbs" aria-label={t('withdraw.proofs')}>
          {withdrawal.proofs.map((path, index) => (
            <li key={path}>
              <ProtectedImage src={path} alt={t('withdraw.proofPreview', { number: index + 1 })} />
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/** My withdrawals with their states; a disbursed one carries its confirmation actions. */
export function WithdrawalList() {
  const { t } = useTranslation();
  return (
    <Panel icon="history" title={t('withdraw.listTitle')} description={t('withdraw.listBody')}>
      <PagedList
        options={(page) => withdrawalsQueryOptions(page, PAGE_SIZE)}
        skeletonHeight="10rem"
        empty={<StatePanel compact icon="receipt" title={t('withdraw.listEmpty')} />}
        className="withdrawal-list"
        item={(withdrawal) => <WithdrawalCard key={withdrawal.id} withdrawal={withdrawal} />}
      />
    </Panel>
  );
}
