import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Form, FormAlert, TextField } from '@/components/ui/form-field';
import { Panel } from '@/components/ui/panel';
import { SelectField } from '@/components/ui/select-field';
import { useBootstrap } from '@/lib/api/get-bootstrap';
import { gameMenusQueryOptions } from '@/lib/api/get-game-menus';
import { brandInstant, gmtOffset } from '@/lib/brand-time';
import { errorMessageForCode } from '@/lib/error-message';
import { useUiStore } from '@/lib/ui-store';
import { useTranslation } from '@/lib/use-translation';
import { runReconciliation } from '../api/reconciliation';
import { useOpsAction } from '../use-ops-action';
import { lastWholeHour } from './reconciliation-period';
import { RunList } from './reconciliation-runs';
import './ops.css';

/** Reconciles one vendor for a period by hand (at most a day, in the past), then opens the run. */
function RunForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const language = useUiStore((state) => state.language);
  const menus = useQuery(gameMenusQueryOptions(language));
  const vendors = [
    ...new Map(
      (menus.data ?? []).flatMap((menu) => menu.vendors).map((vendor) => [vendor.vassalage, vendor]),
    ).values(),
  ].sort((a, b) => a.vassalage.localeCompare(b.vassalage));
  const [vendor, setVendor] = useState('');
  const { timeZone } = useBootstrap().brand;
  const [period, setPeriod] = useState(() => lastWholeHour(timeZone));
  const action = useOpsAction();
  const chosen = vendor || vendors[0]?.vassalage || '';
  const isOrdered = period.from !== '' && period.to !== '' && period.from < period.to;

  const submit = async () => {
    if (!chosen || !isOrdered) return;
    const run = await action.run(() =>
      runReconciliation({
        vendor: chosen,
        from: brandInstant(period.from, timeZone)?.toISOString() ?? '',
        to: brandInstant(period.to, timeZone)?.toISOString() ?? '',
      }),
    );
    if (run) navigate(`/ops/reconciliation/${run.id}`);
  };

  return (
    <Panel icon="scale" title={t('ops.reconcileTitle')} description={t('ops.reconcileBody')}>
      <Form className="form ops-reconcile-form" onSubmit={submit}>
        <SelectField
          label={t('ops.vendor')}
          value={chosen}
          options={vendors.map((entry) => ({
            value: entry.vassalage,
            label: `${entry.vassalage} · ${entry.displayName}`,
          }))}
          onChange={setVendor}
          disabled={vendors.length === 0}
        />
        <TextField
          label={t('ops.periodFrom')}
          hint={t('ops.brandClockHint', { zone: gmtOffset(new Date(), timeZone) })}
          type="datetime-local"
          value={period.from}
          onChange={(from) => setPeriod((current) => ({ ...current, from }))}
        />
        <TextField
          label={t('ops.periodTo')}
          type="datetime-local"
          value={period.to}
          onChange={(to) => setPeriod((current) => ({ ...current, to }))}
          error={isOrdered ? undefined : t('ops.periodOrder')}
        />
        <Button type="submit" variant="gold" icon="refresh" disabled={action.isBusy || !chosen || !isOrdered}>
          {t('ops.reconcile')}
        </Button>
      </Form>
      {action.errorCode ? <FormAlert>{errorMessageForCode(t, action.errorCode)}</FormAlert> : null}
    </Panel>
  );
}

/** /ops/reconciliation: run a reconciliation, and every run so far. */
export function Reconciliation() {
  return (
    <div className="panel-stack">
      <RunForm />
      <RunList />
    </div>
  );
}
