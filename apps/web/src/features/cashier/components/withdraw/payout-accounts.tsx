import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { FormAlert } from '../../../../components/ui/form-field';
import { Icon } from '../../../../components/ui/icon';
import { Panel } from '../../../../components/ui/panel';
import { confirmAction, showMessage } from '../../../../lib/dialogs';
import { useMoneyAction } from '../../../../lib/use-money-action';
import { removeBankAccount } from '../../api/remove-bank-account';
import type { BankAccount } from '../../api/types';
import { BindAccountForm } from './bind-account-form';

/** My payout accounts: each with its remove action, and the form to bind another. */
export function PayoutAccounts({
  accounts,
  realName,
}: {
  accounts: readonly BankAccount[];
  realName: string | null;
}) {
  const { t } = useTranslation();
  const remove = useMoneyAction();
  const [isAdding, setAdding] = useState(false);
  const isFormOpen = isAdding || accounts.length === 0;
  const ask = (account: BankAccount) =>
    confirmAction(
      t('withdraw.removeConfirm', { bank: account.bankName, number: account.accountNumber }),
      () => {
        void remove
          .run(async () => {
            await removeBankAccount(account.id);
            return true;
          })
          .then((done) => {
            if (done) showMessage(t('withdraw.accountRemoved'), 'success');
          });
      },
    );
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
                disabled={remove.isBusy}
                onClick={() => ask(account)}
              />
            </li>
          ))}
        </ul>
      ) : null}
      {remove.errorMessage ? <FormAlert>{remove.errorMessage}</FormAlert> : null}
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
