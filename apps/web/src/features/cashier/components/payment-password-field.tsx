import { PasswordField } from '@/components/ui/form-field';
import { isSixDigits } from '@/lib/form-rules';
import type { TFunction } from '@/lib/translator';
import type { BoundField } from '@/lib/use-form';
import { useTranslation } from '@/lib/use-translation';

/** The six-digit payment password's check, as every cashier form words it. */
export function checkPaymentPassword(t: TFunction, value: string): string | undefined {
  return isSixDigits(value) ? undefined : t('withdraw.sixDigits');
}

/** The payment password: six digits, typed on a number pad, never offered by the browser's password manager. */
export function PaymentPasswordField({ field, label }: { field: BoundField<string>; label?: string }) {
  const { t } = useTranslation();
  return (
    <PasswordField
      {...field}
      label={label ?? t('withdraw.paymentPassword')}
      inputMode="numeric"
      autoComplete="off"
      maxLength={6}
    />
  );
}
