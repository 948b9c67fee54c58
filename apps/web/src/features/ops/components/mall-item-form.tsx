import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { CheckField, Form, FormAlert, TextField } from '@/components/ui/form-field';
import { SelectField } from '@/components/ui/select-field';
import { errorMessageForCode } from '@/lib/error-message';
import { showToast } from '@/lib/toast';
import { useTranslation } from '@/lib/use-translation';
import { type MallItem, saveMallItem } from '../api/points';
import { useOpsAction } from '../use-ops-action';

const KINDS = ['CASH', 'BONUS', 'GOODS'] as const;
type Kind = (typeof KINDS)[number];

const draftOf = (item: MallItem | null) => ({
  kind: (item?.kind ?? 'CASH') as Kind,
  name: item?.name ?? '',
  description: item?.description ?? '',
  points: item ? String(item.points) : '',
  amount: item?.kind === 'BONUS' ? (item.amount ?? '') : '',
  wageringMultiple: item ? String(item.wageringMultiple) : '1',
  stock: item?.stock === null || item === null ? '' : String(item.stock),
  visible: item?.visible ?? true,
  sortOrder: item ? String(item.sortOrder) : '0',
});

/** Creates a mall item or edits one (`item`); cash follows the exchange ratio, a bonus has its amount and wagering. */
export function MallItemForm({ item, onDone }: { item: MallItem | null; onDone(): void }) {
  const { t } = useTranslation();
  const action = useOpsAction();
  const [draft, setDraft] = useState(() => draftOf(item));
  const set =
    <K extends keyof typeof draft>(key: K) =>
    (value: (typeof draft)[K]) =>
      setDraft((current) => ({ ...current, [key]: value }));
  const submit = () =>
    void action
      .run(() =>
        saveMallItem(item?.id ?? null, {
          kind: draft.kind,
          name: draft.name,
          description: draft.description,
          points: Number(draft.points),
          amount: draft.kind === 'BONUS' ? draft.amount.trim() : null,
          wageringMultiple: draft.kind === 'BONUS' ? Number(draft.wageringMultiple) : 0,
          stock: draft.stock.trim() === '' ? null : Number(draft.stock),
          visible: draft.visible,
          sortOrder: Number(draft.sortOrder) || 0,
        }),
      )
      .then((saved) => {
        if (!saved) return;
        showToast(t('ops.points.itemSaved', { name: saved.name }));
        setDraft(draftOf(null));
        onDone();
      });
  return (
    <Form onSubmit={submit}>
      <div className="ops-activity-fields">
        <SelectField
          label={t('ops.points.kind')}
          value={draft.kind}
          options={KINDS.map((kind) => ({ value: kind, label: t(`points.kinds.${kind}`) }))}
          onChange={set('kind')}
        />
        <TextField label={t('ops.points.name')} value={draft.name} onChange={set('name')} maxLength={60} />
        <TextField
          label={t('ops.points.points')}
          inputMode="numeric"
          value={draft.points}
          onChange={set('points')}
        />
        {draft.kind === 'BONUS' ? (
          <>
            <TextField
              label={t('ops.points.amount')}
              inputMode="decimal"
              value={draft.amount}
              onChange={set('amount')}
            />
            <TextField
              label={t('ops.points.wagering')}
              inputMode="decimal"
              value={draft.wageringMultiple}
              onChange={set('wageringMultiple')}
            />
          </>
        ) : null}
        <TextField
          label={t('ops.points.stock')}
          hint={t('ops.points.stockHint')}
          inputMode="numeric"
          value={draft.stock}
          onChange={set('stock')}
        />
        <TextField
          label={t('ops.points.sortOrder')}
          inputMode="numeric"
          value={draft.sortOrder}
          onChange={set('sortOrder')}
        />
      </div>
      <TextField
        label={t('ops.points.description')}
        value={draft.description}
        onChange={set('description')}
        maxLength={300}
      />
      <CheckField checked={draft.visible} onChange={set('visible')}>
        {t('ops.points.visible')}
      </CheckField>
      {action.errorCode ? <FormAlert>{errorMessageForCode(t, action.errorCode)}</FormAlert> : null}
      <div className="form-actions">
        {item ? (
          <Button variant="ghost" onClick={onDone}>
            {t('dialogs.in_more_cancel')}
          </Button>
        ) : null}
        <Button type="submit" variant="gold" icon={item ? 'check' : 'plus'} disabled={action.isBusy}>
          {item ? t('ops.points.saveItem') : t('ops.points.createItem')}
        </Button>
      </div>
    </Form>
  );
}
