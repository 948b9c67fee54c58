import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Form, FormAlert, TextField } from '@/components/ui/form-field';
import { Panel } from '@/components/ui/panel';
import { QueryView } from '@/components/ui/query-view';
import { errorMessageForCode } from '@/lib/error-message';
import { showToast } from '@/lib/toast';
import { useTranslation } from '@/lib/use-translation';
import { type RebateRate, rebateRatesQueryOptions, setRebateRates } from '../api/rebate-rates';
import { useOpsAction } from '../use-ops-action';
import './ops.css';

function RatesForm({ rates }: { rates: RebateRate[] }) {
  const { t } = useTranslation();
  const action = useOpsAction();
  const [draft, setDraft] = useState(rates);
  const submit = () =>
    void action
      .run(() =>
        setRebateRates({ rates: draft.map((rate) => ({ ...rate, ratePercent: rate.ratePercent.trim() })) }),
      )
      .then((saved) => {
        if (saved) showToast(t('ops.rebates.saved'));
      });
  return (
    <Form onSubmit={submit}>
      <div className="ops-activity-fields">
        {draft.map((rate) => (
          <TextField
            key={rate.category}
            label={t('ops.rebates.rate', { category: t(`categories.${rate.category}`) })}
            inputMode="decimal"
            value={rate.ratePercent}
            onChange={(ratePercent) =>
              setDraft((current) =>
                current.map((old) => (old.category === rate.category ? { ...old, ratePercent } : old)),
              )
            }
          />
        ))}
      </div>
      {action.errorCode ? <FormAlert>{errorMessageForCode(t, action.errorCode)}</FormAlert> : null}
      <div className="form-actions">
        <Button type="submit" variant="gold" icon="coins" disabled={action.isBusy}>
          {t('ops.rebates.save')}
        </Button>
      </div>
    </Form>
  );
}

/** Manual rebate's rates per game category in the console (audited). */
export function RebateRates() {
  const { t } = useTranslation();
  const query = useQuery(rebateRatesQueryOptions());
  return (
    <Panel icon="coins" title={t('ops.rebates.title')} description={t('ops.rebates.body')}>
      <QueryView query={query} skeletonHeight="10rem">
        {(rates) => <RatesForm rates={rates} />}
      </QueryView>
    </Panel>
  );
}
