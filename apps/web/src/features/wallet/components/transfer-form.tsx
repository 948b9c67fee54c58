import type { Wallet } from '@playhall/contracts/wallet';
import { AmountField, useAmountCheck } from '@/components/ui/amount-field';
import { Button } from '@/components/ui/button';
import { Form, FormAlert } from '@/components/ui/form-field';
import { formatMoney, useCurrencySymbol } from '@/components/ui/money';
import { SelectField } from '@/components/ui/select-field';
import { toApiAmount } from '@/lib/amount-input';
import { useSubmissionId } from '@/lib/request-id';
import { showToast } from '@/lib/toast';
import { useForm } from '@/lib/use-form';
import { useMoneyAction } from '@/lib/use-money-action';
import { useTranslation } from '@/lib/use-translation';
import { transferWallet } from '../api/transfer-wallet';
import { MAIN_WALLET } from '../api/types';
import { useWalletName } from './wallet-name';

const QUICK_AMOUNTS = ['100', '500', '1000', '5000'] as const;

/**
 * A transfer between the main wallet and one vendor wallet: one side is always the main wallet, so picking a
 * vendor as the source makes the main wallet the destination and the other way round.
 */
export function TransferForm({
  wallets,
  initialFrom,
  initialTo,
}: {
  wallets: readonly Wallet[];
  initialFrom: string;
  initialTo: string;
}) {
  const { t } = useTranslation();
  const symbol = useCurrencySymbol();
  const nameOf = useWalletName();
  const checkAmount = useAmountCheck();
  const action = useMoneyAction();
  const submission = useSubmissionId();
  const vendors = wallets.filter((wallet) => wallet.wallet !== MAIN_WALLET);
  const byCode = (code: string) => wallets.find((wallet) => wallet.wallet === code);
  const form = useForm({ from: initialFrom, to: initialTo, amount: '' }, (values) => ({
    amount: checkAmount(values.amount, { available: byCode(values.from)?.available }),
  }));
  const source = byCode(form.values.from);
  const destinations =
    form.values.from === MAIN_WALLET ? vendors : wallets.filter((w) => w.wallet === MAIN_WALLET);

  const pickSource = (from: string) => {
    const to =
      from === MAIN_WALLET
        ? form.values.to === MAIN_WALLET
          ? (vendors[0]?.wallet ?? '')
          : form.values.to
        : MAIN_WALLET;
    form.setValues({ ...form.values, from, to });
  };
  const swap = () => form.setValues({ ...form.values, from: form.values.to, to: form.values.from });

  const submit = async () => {
    if (!form.validateAll()) return;
    const details = { from: form.values.from, to: form.values.to, amount: toApiAmount(form.values.amount) };
    const done = await action.run(() =>
      transferWallet({ ...details, requestId: submission.forDetails(details) }),
    );
    if (!done) return;
    submission.settle();
    form.setValues({ ...form.values, amount: '' });
    const from = byCode(details.from);
    const to = byCode(details.to);
    showToast(
      t('wallet.transferDone', {
        amount: formatMoney(details.amount, symbol),
        from: from ? nameOf(from) : details.from,
        to: to ? nameOf(to) : details.to,
      }),
    );
  };

  return (
    <Form className="form transfer-form" onSubmit={submit}>
      <div className="transfer-form__route">
        <SelectField
          label={t('wallet.from')}
          value={form.values.from}
          options={wallets.map((wallet) => ({ value: wallet.wallet, label: nameOf(wallet) }))}
          onChange={pickSource}
        />
        <Button
          iconOnly
          icon="transfer"
          className="transfer-form__swap"
          aria-label={t('wallet.swap')}
          onClick={swap}
        />
        <SelectField
          label={t('wallet.to')}
          value={form.values.to}
          options={destinations.map((wallet) => ({ value: wallet.wallet, label: nameOf(wallet) }))}
          onChange={(to) => form.setValue('to', to)}
        />
      </div>
      <AmountField
        label={t('wallet.amount')}
        field={form.bind('amount')}
        quickAmounts={QUICK_AMOUNTS}
        maxAmount={source?.available}
        hint={source ? t('wallet.availableIn', { amount: formatMoney(source.available, symbol) }) : undefined}
      />
      {action.errorMessage ? <FormAlert>{action.errorMessage}</FormAlert> : null}
      <div className="form-actions">
        <Button type="submit" variant="gold" size="lg" icon="transfer" disabled={action.isBusy}>
          {t('wallet.transfer')}
        </Button>
      </div>
    </Form>
  );
}
