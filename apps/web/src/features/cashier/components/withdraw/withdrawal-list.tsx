import type { Withdrawal } from '@playhall/contracts/cashier';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/ui/icon';
import { Money } from '@/components/ui/money';
import { PagedQuery } from '@/components/ui/paged-query';
import { Panel } from '@/components/ui/panel';
import { ProtectedImage } from '@/components/ui/protected-image';
import { Skeleton } from '@/components/ui/skeleton';
import { StatePanel } from '@/components/ui/state-panel';
import { isPositiveAmount } from '@/lib/amount-input';
import { withdrawalsQueryOptions } from '../../api/get-withdrawals';
import { WithdrawalStatusChip } from '../status-chips';
import { WithdrawalActions } from './withdrawal-actions';

const PAGE_SIZE = 5;

function WithdrawalCard({ withdrawal }: { withdrawal: Withdrawal }) {
  const { t, i18n } = useTranslation();
  const time = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
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
        <time dateTime={withdrawal.createdAt}>{time.format(new Date(withdrawal.createdAt))}</time>
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
              ? t('withdraw.confirmDue', { time: time.format(new Date(withdrawal.confirmDueAt)) })
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
  const [pageNo, setPageNo] = useState(1);
  const withdrawals = useQuery(withdrawalsQueryOptions(pageNo, PAGE_SIZE));
  return (
    <Panel icon="history" title={t('withdraw.listTitle')} description={t('withdraw.listBody')}>
      <PagedQuery
        query={withdrawals}
        page={pageNo}
        onPage={setPageNo}
        loading={<Skeleton height="10rem" radius="var(--radius-lg)" />}
        empty={<StatePanel compact icon="receipt" title={t('withdraw.listEmpty')} />}
      >
        {(data) => (
          <ul className="withdrawal-list">
            {data.content.map((withdrawal) => (
              <WithdrawalCard key={withdrawal.id} withdrawal={withdrawal} />
            ))}
          </ul>
        )}
      </PagedQuery>
    </Panel>
  );
}
