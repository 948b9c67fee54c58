import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { AmountField, useAmountCheck } from '@/components/ui/amount-field';
import { Button } from '@/components/ui/button';
import { type Column, DataTable } from '@/components/ui/data-table';
import { Form, FormAlert, TextField } from '@/components/ui/form-field';
import { formatMoney, Money, useCurrencySymbol } from '@/components/ui/money';
import { PagedQuery } from '@/components/ui/pager';
import { Panel } from '@/components/ui/panel';
import { Skeleton } from '@/components/ui/skeleton';
import { StatePanel } from '@/components/ui/state-panel';
import { type ChipTone, StatusChip } from '@/components/ui/status-chip';
import { TimeText } from '@/components/ui/time-text';
import { toApiAmount } from '@/lib/amount-input';
import { confirmAction } from '@/lib/dialogs';
import { errorMessageForCode } from '@/lib/error-message';
import { useSubmissionId } from '@/lib/request-id';
import { showToast } from '@/lib/toast';
import { useForm } from '@/lib/use-form';
import { useTranslation } from '@/lib/use-translation';
import { type Bonus, cancelBonus, grantBonus, memberBonusesQueryOptions } from '../api/bonuses';
import { useOpsAction } from '../use-ops-action';
import { ReasonDialog } from './reason-dialog';

const TITLE = { min: 3, max: 80 };
const STATUS_TONE: Record<Bonus['status'], ChipTone> = {
  ACTIVE: 'gold',
  COMPLETED: 'success',
  CANCELLED: 'neutral',
};

/** Whole or half times from 0 to 100, as the server takes them. */
function isWageringMultiple(value: string): boolean {
  if (!/^\d{1,3}(\.[05])?$/.test(value.trim())) return false;
  return Number(value) <= 100;
}

/** Pays the member a bonus: a name the member reads, the amount and the wagering multiple, confirmed first. */
export function GrantBonusForm({ memberId, account }: { memberId: string; account: string }) {
  const { t } = useTranslation();
  const symbol = useCurrencySymbol();
  const checkAmount = useAmountCheck();
  const action = useOpsAction();
  const submission = useSubmissionId();
  const form = useForm({ title: '', amount: '', multiple: '10' }, (values) => ({
    title:
      values.title.trim().length < TITLE.min
        ? t('ops.bonuses.titleRule', { min: TITLE.min, max: TITLE.max })
        : undefined,
    amount: checkAmount(values.amount),
    multiple: isWageringMultiple(values.multiple) ? undefined : t('ops.bonuses.multipleRule'),
  }));
  const submit = () => {
    if (!form.validateAll()) return;
    const amount = toApiAmount(form.values.amount);
    const title = form.values.title.trim();
    const wageringMultiple = Number(form.values.multiple);
    confirmAction(
      t('ops.bonuses.grantConfirmTitle'),
      t('ops.bonuses.grantAsk', {
        amount: formatMoney(amount, symbol),
        account,
        multiple: wageringMultiple,
        title,
      }),
      () =>
        void (async () => {
          const details = { amount, title, wageringMultiple };
          const bonus = await action.run(() =>
            grantBonus(memberId, { ...details, requestId: submission.forDetails(details) }),
          );
          if (!bonus) return;
          submission.settle();
          form.setValues({ title: '', amount: '', multiple: '10' });
          showToast(t('ops.bonuses.granted', { amount: formatMoney(bonus.amount, symbol) }));
        })(),
    );
  };
  return (
    <Form onSubmit={submit}>
      <TextField
        label={t('ops.bonuses.titleField')}
        hint={t('ops.bonuses.titleHint')}
        value={form.values.title}
        maxLength={TITLE.max}
        error={form.errors.title}
        onChange={(value) => form.setValue('title', value)}
      />
      <AmountField label={t('ops.bonuses.amount')} field={form.bind('amount')} />
      <TextField
        label={t('ops.bonuses.multiple')}
        hint={t('ops.bonuses.multipleHint')}
        inputMode="decimal"
        value={form.values.multiple}
        error={form.errors.multiple}
        onChange={(value) => form.setValue('multiple', value)}
      />
      {action.errorCode ? <FormAlert>{errorMessageForCode(t, action.errorCode)}</FormAlert> : null}
      <div className="form-actions">
        <Button type="submit" variant="gold" icon="gift" disabled={action.isBusy}>
          {t('ops.bonuses.grant')}
        </Button>
      </div>
    </Form>
  );
}

/**
 * A member's bonuses in the console: each with its wagering, an active one cancellable with a reason (what the
 * wallet still holds of it goes back). Every decision is audited.
 */
export function MemberBonuses({ memberId }: { memberId: string }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [cancelling, setCancelling] = useState<Bonus | null>(null);
  const action = useOpsAction();
  const symbol = useCurrencySymbol();
  const query = useQuery(memberBonusesQueryOptions(memberId, page));
  const columns: Column<Bonus>[] = [
    { key: 'granted', header: t('ops.time'), cell: (row) => <TimeText iso={row.grantedAt} /> },
    {
      key: 'title',
      header: t('ops.bonuses.titleField'),
      cell: (row) => <span className="ops-note">{row.title}</span>,
    },
    { key: 'amount', header: t('ops.amount'), align: 'end', cell: (row) => <Money amount={row.amount} /> },
    {
      key: 'wagering',
      header: t('ops.bonuses.wagering'),
      align: 'end',
      cell: (row) =>
        /[1-9]/.test(row.wageringRequired) ? (
          <>
            <Money amount={row.wagered} /> / <Money amount={row.wageringRequired} />
          </>
        ) : (
          '—'
        ),
    },
    {
      key: 'status',
      header: t('ops.bonuses.status'),
      cell: (row) => (
        <StatusChip tone={STATUS_TONE[row.status]}>{t(`bonuses.status.${row.status}`)}</StatusChip>
      ),
    },
    {
      key: 'action',
      header: t('ops.bonuses.action'),
      align: 'end',
      cell: (row) =>
        row.status === 'ACTIVE' ? (
          <Button size="sm" variant="outline" onClick={() => setCancelling(row)}>
            {t('ops.bonuses.cancel')}
          </Button>
        ) : row.reclaimed !== null ? (
          <span className="ops-note">
            {t('ops.bonuses.reclaimed', { amount: formatMoney(row.reclaimed, symbol) })}
          </span>
        ) : (
          '—'
        ),
    },
  ];
  return (
    <Panel icon="gift" title={t('ops.bonuses.title')} description={t('ops.bonuses.body')}>
      <PagedQuery
        query={query}
        page={page}
        onPage={setPage}
        loading={<Skeleton height="10rem" radius="var(--radius-lg)" />}
        empty={<StatePanel compact icon="gift" title={t('ops.bonuses.empty')} />}
      >
        {(data) => (
          <DataTable
            caption={t('ops.bonuses.title')}
            columns={columns}
            rows={data.content}
            rowKey={(row) => row.id}
          />
        )}
      </PagedQuery>
      {cancelling ? (
        <ReasonDialog
          title={t('ops.bonuses.cancelTitle', { title: cancelling.title })}
          note={t('ops.bonuses.cancelNote')}
          confirmLabel={t('ops.bonuses.cancel')}
          isBusy={action.isBusy}
          errorMessage={action.errorCode ? errorMessageForCode(t, action.errorCode) : undefined}
          onCancel={() => {
            action.clearError();
            setCancelling(null);
          }}
          onConfirm={(reason) =>
            void action
              .run(() => cancelBonus(cancelling.id, { reason }))
              .then((bonus) => {
                if (!bonus) return;
                setCancelling(null);
                showToast(
                  t('ops.bonuses.cancelled', { amount: formatMoney(bonus.reclaimed ?? '0.00', symbol) }),
                );
              })
          }
        />
      ) : null}
    </Panel>
  );
}
