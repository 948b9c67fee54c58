import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { Panel } from '@/components/ui/panel';
import { showToast } from '@/lib/toast';
import { useTranslation } from '@/lib/use-translation';
import type { BankAccount } from '../../api/types';
import { BindAccountForm } from './bind-account-form';
import { RemoveAccountDialog } from './remove-account-dialog';

/** My payout accounts: each with its remove action (the login password asked first), and a form to bind more. */
export function PayoutAccounts({
  accounts,
  realName,
}: {
  accounts: readonly BankAccount[];
  realName: string | null;
}) {
  const { t } = useTranslation();
  const [isAdding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<BankAccount | null>(null);
  const isFormOpen = isAdding || accounts.length === 0;
  return (
    <Panel
      icon="bank"
      title={t('withdraw.accountsTitle')}
      description={t('withdraw.accountsBody')}
      actions={
        isFormOpen ? null : (
          <Button size="sm" variant="outline" icon="plus" onClick={() => setAdding(true)}>
            {t('withdraw.addAccount')}
          </Button>
        )
      }
    >
      {accounts.length > 0 ? (
        <ul className="payout-accounts">
          {accounts.map((account) => (
            <li key={account.id} className="payout-account">
              <span className="payout-account__icon">
                <Icon name="bank" size={20} />
              </span>
              <span className="payout-account__text">
                <span className="payout-account__bank">{account.bankName}</span>
                <span className="payout-account__number">{account.accountNumber}</span>
                <span className="payout-account__name">{account.accountName}</span>
              </span>
              <Button
                iconOnly
                size="sm"
                icon="trash"
                aria-label={t('withdraw.removeAccount', { bank: account.bankName })}
                onClick={() => setRemoving(account)}
              />
            </li>
          ))}
        </ul>
      ) : null}
      {removing ? (
        <RemoveAccountDialog
          account={removing}
          onCancel={() => setRemoving(null)}
          onRemoved={() => {
            setRemoving(null);
            showToast(t('withdraw.accountRemoved'));
          }}
        />
      ) : null}
      {isFormOpen ? (
        <BindAccountForm
          realName={realName}
          onDone={() => setAdding(false)}
          onCancel={accounts.length > 0 ? () => setAdding(false) : undefined}
        />
      ) : null}
    </Panel>
  );
}
