import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { FormAlert } from '@/components/ui/form-field';
import { Panel } from '@/components/ui/panel';
import { Skeleton } from '@/components/ui/skeleton';
import { isPositiveAmount } from '@/lib/amount-input';
import { confirmAction } from '@/lib/dialogs';
import { useSubmissionId } from '@/lib/request-id';
import { showToast } from '@/lib/toast';
import { refreshMoneyData, useMoneyAction } from '@/lib/use-money-action';
import { useTranslation } from '@/lib/use-translation';
import { walletsQueryOptions } from '../api/get-wallets';
import { transferAllToMain } from '../api/transfer-all-to-main';
import { MAIN_WALLET } from '../api/types';
import { TransferForm } from './transfer-form';
import { MainWalletCard, VendorWallets } from './wallet-cards';
import './wallet.css';

/**
 * transferFund (member-centres spec §2, "wallet"): the main and vendor wallets with their balances, a transfer
 * between the main wallet and a vendor wallet, everything back to the main wallet, and a refresh.
 */
export function WalletPage() {
  const { t } = useTranslation();
  const wallets = useQuery(walletsQueryOptions);
  const allBack = useMoneyAction();
  const submission = useSubmissionId();
  const [preset, setPreset] = useState<{ from: string; to: string; version: number } | null>(null);
  const transferRef = useRef<HTMLDivElement>(null);

  if (wallets.isPending) {
    return (
      <div className="wallet-layout" aria-busy="true">
        <Skeleton height="18rem" radius="var(--radius-lg)" />
        <Skeleton height="18rem" radius="var(--radius-lg)" />
      </div>
    );
  }
  if (!wallets.data) return <ErrorState error={wallets.error} onRetry={() => void wallets.refetch()} />;

  const list = wallets.data;
  const firstVendor = list.find((wallet) => wallet.wallet !== MAIN_WALLET)?.wallet ?? MAIN_WALLET;
  const hasVendorMoney = list.some(
    (wallet) => wallet.wallet !== MAIN_WALLET && isPositiveAmount(wallet.balance),
  );

  const bringAllBack = () =>
    confirmAction(t('wallet.allToMain'), t('wallet.allToMainConfirm'), () => {
      void (async () => {
        const done = await allBack.run(() => transferAllToMain(submission.forDetails('all-to-main')));
        if (!done) return;
        submission.settle();
        showToast(t('wallet.allToMainDone'));
      })();
    });

  // A card's transfer fills in the form; on a narrow screen the form is below the cards, so it comes into view.
  const pick = (from: string, to: string) => {
    setPreset((current) => ({ from, to, version: (current?.version ?? 0) + 1 }));
    requestAnimationFrame(() => {
      transferRef.current?.scrollIntoView({ behavior: 'smooth', block: 'nearest' });
      transferRef.current
        ?.querySelector<HTMLInputElement>('input[inputmode="decimal"]')
        ?.focus({ preventScroll: true });
    });
  };

  const main = list.find((wallet) => wallet.wallet === MAIN_WALLET);
  const vendors = list.filter((wallet) => wallet.wallet !== MAIN_WALLET);
  return (
    <div className="panel-stack">
      <div className="wallet-layout">
        <Panel icon="wallet" title={t('wallet.mainTitle')} description={t('wallet.mainBody')}>
          {main ? <MainWalletCard wallet={main} /> : null}
        </Panel>
        <div ref={transferRef} className="wallet-layout__transfer">
          <Panel icon="transfer" title={t('wallet.transferTitle')} description={t('wallet.transferBody')}>
            <TransferForm
              key={preset?.version ?? 0}
              wallets={list}
              initialFrom={preset?.from ?? MAIN_WALLET}
              initialTo={preset?.to ?? firstVendor}
            />
          </Panel>
        </div>
      </div>
      <Panel
        icon="grid"
        title={t('wallet.walletsTitle')}
        description={t('wallet.walletsBody')}
        actions={
          <>
            <Button
              size="sm"
              variant="ghost"
              icon="refresh"
              disabled={wallets.isFetching}
              aria-busy={wallets.isFetching}
              onClick={() => void refreshMoneyData()}
            >
              {t('wallet.refresh')}
            </Button>
            <Button
              size="sm"
              variant="outline"
              icon="undo"
              disabled={!hasVendorMoney || allBack.isBusy}
              onClick={bringAllBack}
            >
              {t('wallet.allToMain')}
            </Button>
          </>
        }
      >
        {allBack.errorMessage ? <FormAlert>{allBack.errorMessage}</FormAlert> : null}
        <VendorWallets wallets={vendors} onPick={pick} />
      </Panel>
    </div>
  );
}
