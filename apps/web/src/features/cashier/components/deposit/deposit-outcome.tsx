import type { Deposit } from '@playhall/contracts/cashier';
import type { ReactNode } from 'react';
import { Icon, type IconName } from '@/components/ui/icon';
import { Money } from '@/components/ui/money';
import { Facts } from '@/components/ui/panel';
import { TimeText } from '@/components/ui/time-text';
import { useTranslation } from '@/lib/use-translation';
import { DepositStatusChip } from '../status-chips';

/** A deposit's state as a result card: a large icon, a title, a line, the deposit's facts and actions. */
export function DepositOutcome({
  icon,
  tone,
  title,
  description,
  deposit,
  children,
}: {
  icon: IconName;
  tone: 'pending' | 'success' | 'failure';
  title: string;
  description: ReactNode;
  deposit: Deposit | undefined;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <section className={`deposit-outcome deposit-outcome--${tone}`} aria-live="polite">
      <span className="deposit-outcome__icon">
        <Icon name={icon} size={34} />
      </span>
      <h2 className="deposit-outcome__title">{title}</h2>
      <p className="deposit-outcome__text">{description}</p>
      {deposit ? (
        <Facts
          className="facts deposit-outcome__facts"
          items={[
            { label: t('deposit.amount'), value: <Money amount={deposit.amount} /> },
            { label: t('deposit.channel'), value: deposit.channel },
            { label: t('deposit.statusLabel'), value: <DepositStatusChip status={deposit.status} /> },
            { label: t('deposit.time'), value: <TimeText iso={deposit.createdAt} /> },
            deposit.payerReference
              ? { label: t('deposit.payerReference'), value: deposit.payerReference }
              : null,
          ]}
        />
      ) : null}
      {children ? <div className="deposit-outcome__actions">{children}</div> : null}
    </section>
  );
}
