import { Button } from '@/components/ui/button';
import { Form, FormAlert, PasswordField, TextField } from '@/components/ui/form-field';
import { Modal } from '@/components/ui/modal';
import { Money } from '@/components/ui/money';
import { isSixDigits } from '@/lib/form-rules';
import { useSubmissionId } from '@/lib/request-id';
import { showToast } from '@/lib/toast';
import { useForm } from '@/lib/use-form';
import { useMoneyAction } from '@/lib/use-money-action';
import { useTranslation } from '@/lib/use-translation';
import { type MallItem, redeemPoints } from '../api/points';

const MAX_QUANTITY = 100;

/** Quantity, in whole units within what the stock and the balance allow. */
function maxUnits(item: MallItem, balance: number): number {
  return Math.min(MAX_QUANTITY, item.stock ?? MAX_QUANTITY, Math.floor(balance / item.points));
}

/** Redeem an item: how many, what it costs and pays, and the payment password (a sealed request). */
export function RedeemDialog({
  item,
  balance,
  onClose,
}: {
  item: MallItem;
  balance: number;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const action = useMoneyAction();
  const submission = useSubmissionId();
  const most = maxUnits(item, balance);
  const form = useForm({ quantity: '1', paymentPassword: '' }, (values) => {
    const quantity = Number(values.quantity);
    return {
      quantity:
        Number.isInteger(quantity) && quantity >= 1 && quantity <= most
          ? undefined
          : t('points.quantityRule', { max: most }),
      paymentPassword: isSixDigits(values.paymentPassword) ? undefined : t('withdraw.sixDigits'),
    };
  });
  const quantity = Number.isInteger(Number(form.values.quantity)) ? Number(form.values.quantity) : 0;
  const total = item.amount === null ? null : (Number(item.amount) * quantity).toFixed(2);
  const submit = async () => {
    if (!form.validateAll()) return;
    const details = { itemId: item.id, quantity };
    const made = await action.run(() =>
      redeemPoints({
        ...details,
        paymentPassword: form.values.paymentPassword,
        requestId: submission.forDetails(details),
      }),
    );
    if (!made) return;
    submission.settle();
    showToast(t('points.redeemed', { name: made.name, reference: made.reference }));
    onClose();
  };
  return (
    <Modal
      title={t('points.redeemTitle', { name: item.name })}
      closeLabel={t('modal.close')}
      onClose={onClose}
    >
      <Form onSubmit={submit}>
        <dl className="mall-summary">
          <div>
            <dt>{t('points.unitPoints')}</dt>
            <dd>{t('points.pointsValue', { count: item.points })}</dd>
          </div>
          <div>
            <dt>{t('points.requiredPoints')}</dt>
            <dd className="mall-summary__strong">
              {t('points.pointsValue', { count: item.points * quantity })}
            </dd>
          </div>
          {total === null ? null : (
            <div>
              <dt>{t('points.requiredAmount')}</dt>
              <dd>
                <Money amount={total} />
              </dd>
            </div>
          )}
          <div>
            <dt>{t('points.balance')}</dt>
            <dd>{t('points.pointsValue', { count: balance })}</dd>
          </div>
        </dl>
        <TextField
          {...form.bind('quantity')}
          label={t('points.quantity')}
          inputMode="numeric"
          hint={
            most < 1
              ? t('points.needMore', { count: item.points - balance })
              : t('points.quantityHint', { max: most })
          }
        />
        <PasswordField
          {...form.bind('paymentPassword')}
          label={t('withdraw.paymentPassword')}
          inputMode="numeric"
          autoComplete="off"
          maxLength={6}
        />
        {item.kind === 'BONUS' && item.wageringMultiple > 0 ? (
          <p className="mall-note">{t('points.bonusNote', { times: item.wageringMultiple })}</p>
        ) : null}
        {action.errorMessage ? <FormAlert>{action.errorMessage}</FormAlert> : null}
        <div className="form-actions">
          <Button variant="ghost" onClick={onClose}>
            {t('dialogs.in_more_cancel')}
          </Button>
          <Button type="submit" variant="gold" icon="bag" disabled={action.isBusy || most < 1}>
            {t('points.redeemSubmit')}
          </Button>
        </div>
      </Form>
    </Modal>
  );
}
