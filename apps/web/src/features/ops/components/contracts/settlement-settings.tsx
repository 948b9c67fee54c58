import { CONTRACT_SETTING_LIMITS } from '@playhall/contracts/contract-settings';
import type { ContractSettings } from '@playhall/contracts/ops-contracts';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { CheckField, Form, FormAlert, TextField } from '@/components/ui/form-field';
import { Panel } from '@/components/ui/panel';
import { errorMessageForCode } from '@/lib/error-message';
import { useTranslation } from '@/lib/use-translation';
import { updateContractSettings } from '../../api/contract-terms';
import { checkSettings, DELAYS, type SettingsDraft, settingsDraftOf } from '../../contract-settings-draft';
import { useOpsAction } from '../../use-ops-action';

/**
 * How settlement runs: whether a dividend period's loss carries into the next, and how long after a period ends it
 * waits for late game results before it settles (days, hours, 5-minute windows).
 */
export function SettlementSettings({ settings }: { settings: ContractSettings }) {
  const { t } = useTranslation();
  const action = useOpsAction();
  const [draft, setDraft] = useState<SettingsDraft>(() => settingsDraftOf(settings));
  const [isChecked, setChecked] = useState(false);
  const [isSaved, setSaved] = useState(false);
  const { problems } = checkSettings(draft);
  const change = (next: Partial<SettingsDraft>) => {
    setDraft((current) => ({ ...current, ...next }));
    setSaved(false);
  };

  const save = async () => {
    setChecked(true);
    const checked = checkSettings(draft).settings;
    if (!checked) return;
    const saved = await action.run(() => updateContractSettings(checked));
    if (saved) setSaved(true);
  };

  return (
    <Panel
      icon="gauge"
      title={t('opsContracts.settings.title')}
      description={t('opsContracts.settings.body')}
    >
      <Form className="form ops-settings-form" onSubmit={save}>
        <CheckField
          checked={draft.carryDividendLosses}
          onChange={(carryDividendLosses) => change({ carryDividendLosses })}
        >
          {t('opsContracts.settings.carryDividendLosses')}
        </CheckField>
        <div className="ops-settings-form__delays">
          {DELAYS.map((delay) => {
            const { min, max } = CONTRACT_SETTING_LIMITS[delay];
            return (
              <TextField
                key={delay}
                label={t(`opsContracts.settings.${delay}`)}
                value={draft[delay]}
                onChange={(value) => change({ [delay]: value })}
                inputMode="numeric"
                autoComplete="off"
                hint={t('opsContracts.settings.minutesHint', { min, max })}
                error={
                  isChecked && problems.includes(delay)
                    ? t('opsContracts.settings.minutesRule', { min, max })
                    : undefined
                }
              />
            );
          })}
        </div>
        {action.errorCode ? <FormAlert>{errorMessageForCode(t, action.errorCode)}</FormAlert> : null}
        {isSaved ? <FormAlert tone="success">{t('opsContracts.settings.saved')}</FormAlert> : null}
        <div className="form-actions">
          <Button type="submit" variant="gold" icon="check" disabled={action.isBusy}>
            {t('opsContracts.settings.save')}
          </Button>
        </div>
      </Form>
    </Panel>
  );
}
