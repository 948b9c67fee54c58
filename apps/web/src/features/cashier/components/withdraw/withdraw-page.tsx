import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClass } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { Panel } from '@/components/ui/panel';
import { Skeleton } from '@/components/ui/skeleton';
import { StatePanel } from '@/components/ui/state-panel';
import { useSession } from '@/lib/session';
import { useTranslation } from '@/lib/use-translation';
import { bankAccountsQueryOptions } from '../../api/get-bank-accounts';
import { withdrawalRulesQueryOptions } from '../../api/get-withdrawal-rules';
import { PaymentPasswordForm } from './payment-password-form';
import { PayoutAccounts } from './payout-accounts';
import { RulesPanel } from './rules-panel';
import { WithdrawalForm } from './withdrawal-form';
import { WithdrawalList } from './withdrawal-list';
import '../cashier.css';
import './withdraw.css';

/**
 * withdraw: the request (account, amount, payment password) beside the rules, my withdrawals with the
 * confirmation of a payout, then the payout accounts and the payment password.
 */
export function WithdrawPage() {
  const { t } = useTranslation();
  const session = useSession();
  const rules = useQuery(withdrawalRulesQueryOptions);
  const accounts = useQuery(bankAccountsQueryOptions);
  const [isChangingPassword, setChangingPassword] = useState(false);

  if (rules.isPending || accounts.isPending) {
    return (
      <div className="panel-grid" aria-busy="true">
        <Skeleton height="22rem" radius="var(--radius-lg)" />
        <Skeleton height="22rem" radius="var(--radius-lg)" />
      </div>
    );
  }
  if (!rules.data || !accounts.data) {
    return (
      <ErrorState
        error={rules.error ?? accounts.error}
        onRetry={() => {
          void rules.refetch();
          void accounts.refetch();
        }}
      />
    );
  }
  const realName = session.member?.realName ?? null;
  const hasPassword = rules.data.hasPaymentPassword;

  let request: ReactNode;
  if (!hasPassword) {
    request = (
      <>
        <p className="panel-note">{t('withdraw.paymentPasswordFirst')}</p>
        <PaymentPasswordForm hasPassword={false} />
      </>
    );
  } else if (accounts.data.length === 0) {
    request = (
      <StatePanel
        compact
        icon="bank"
        title={t('withdraw.noAccount')}
        description={t('withdraw.noAccountBody')}
      />
    );
  } else if (!rules.data.bonusWagering.met) {
    // The server refuses too (BONUS_WAGERING_INCOMPLETE): the page says why before the member fills a form.
    request = (
      <StatePanel
        compact
        tone="warning"
        icon="gift"
        title={t('withdraw.bonusWageringTitle')}
        description={t('withdraw.bonusWageringBody')}
      >
        <Link className={buttonClass('outline', 'sm')} to="/member?page=bonusDetails">
          {t('withdraw.bonusWageringLink')}
        </Link>
      </StatePanel>
    );
  } else {
    request = <WithdrawalForm accounts={accounts.data} rules={rules.data} />;
  }

  return (
    <div className="panel-stack">
      <div className="panel-grid">
        <Panel
          icon="withdraw"
          title={hasPassword ? t('withdraw.requestTitle') : t('withdraw.paymentPasswordTitle')}
          description={hasPassword ? t('withdraw.requestBody') : undefined}
        >
          {request}
        </Panel>
        <RulesPanel rules={rules.data} />
      </div>
      <WithdrawalList />
      <div className="panel-grid">
        <PayoutAccounts accounts={accounts.data} realName={realName} />
        {hasPassword ? (
          <Panel
            icon="key"
            title={t('withdraw.paymentPasswordTitle')}
            description={t('withdraw.paymentPasswordBody')}
            actions={
              isChangingPassword ? null : (
                <Button size="sm" variant="outline" onClick={() => setChangingPassword(true)}>
                  {t('withdraw.changePaymentPassword')}
                </Button>
              )
            }
          >
            {isChangingPassword ? (
              <PaymentPasswordForm hasPassword onDone={() => setChangingPassword(false)} />
            ) : null}
          </Panel>
        ) : null}
      </div>
    </div>
  );
}
