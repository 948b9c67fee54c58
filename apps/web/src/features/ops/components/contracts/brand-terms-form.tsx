import type { ContractPeriod, TierText } from '@playhall/contracts/agent-contracts';
import { type ContractKind, DIVIDEND_PERIODS, type DividendPeriod } from '@playhall/contracts/contract-terms';
import { ErrorCode } from '@playhall/contracts/error-codes';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Form, FormAlert } from '@/components/ui/form-field';
import { SelectField } from '@/components/ui/select-field';
import { ApiError } from '@/lib/api-client';
import { errorMessageForCode } from '@/lib/error-message';
import { useTranslation } from '@/lib/use-translation';
import { updateBrandTerms } from '../../api/contract-terms';
import { checkTiers, draftsOf, type TierCheck, type TierDraft } from '../../contract-tiers';
import { useOpsAction } from '../../use-ops-action';
import { EndingsDialog } from './endings-dialog';
import { TierEditor } from './tier-editor';

/** The contract ids a CONTRACT_ENDS_DOWNLINE_CONTRACTS refusal names, or null for any other failure. */
function endingsOf(error: unknown): string[] | null {
  if (!(error instanceof ApiError) || error.code !== ErrorCode.CONTRACT_ENDS_DOWNLINE_CONTRACTS) return null;
  const value = error.value;
  const ids =
    typeof value === 'object' && value !== null && 'endsContracts' in value ? value.endsContracts : [];
  return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
}

const isDividendPeriod = (period: ContractPeriod): period is DividendPeriod =>
  (DIVIDEND_PERIODS as readonly string[]).includes(period);

/**
 * Edits the brand's terms of one kind: a dividend's period and the tiers, checked as the server checks them. Terms
 * that would end contracts top agents gave are sent again, with the operator's agreement, after the list of them.
 */
export function BrandTermsForm({
  kind,
  period,
  tiers,
  onDone,
}: {
  kind: ContractKind;
  period: ContractPeriod;
  tiers: readonly TierText[];
  /** Closes the form: `isSaved` when the new terms were saved. */
  onDone(isSaved: boolean): void;
}) {
  const { t } = useTranslation();
  const action = useOpsAction();
  const [drafts, setDrafts] = useState<TierDraft[]>(() => draftsOf(tiers));
  const [dividendPeriod, setDividendPeriod] = useState<DividendPeriod>(
    isDividendPeriod(period) ? period : 'MONTHLY',
  );
  const [check, setCheck] = useState<TierCheck | null>(null);
  const [endings, setEndings] = useState<string[] | null>(null);

  const save = async (endContracts: boolean) => {
    const checked = checkTiers(kind, drafts);
    setCheck(checked);
    if (!checked.tiers) return;
    // Nothing changed: nothing to send (no audit line, no new "changed" time).
    const isSamePeriod = kind !== 'DIVIDEND' || dividendPeriod === period;
    if (isSamePeriod && JSON.stringify(checked.tiers) === JSON.stringify(tiers)) {
      onDone(false);
      return;
    }
    const request = {
      ...(kind === 'DIVIDEND' ? { period: dividendPeriod } : {}),
      tiers: checked.tiers,
      endContracts,
    };
    const outcome = await action.run(async () => {
      try {
        await updateBrandTerms(kind, request);
        return { endings: null };
      } catch (error) {
        const ids = endingsOf(error);
        if (ids === null) throw error;
        return { endings: ids };
      }
    });
    if (!outcome) return;
    setEndings(outcome.endings);
    if (outcome.endings === null) onDone(true);
  };

  const errorMessage = action.errorCode ? errorMessageForCode(t, action.errorCode) : undefined;
  return (
    <>
      <Form className="form ops-terms-form" onSubmit={() => save(false)}>
        {kind === 'DIVIDEND' ? (
          <SelectField<DividendPeriod>
            label={t('opsContracts.terms.period')}
            value={dividendPeriod}
            options={DIVIDEND_PERIODS.map((value) => ({ value, label: t(`opsContracts.periods.${value}`) }))}
            onChange={setDividendPeriod}
            hint={t('opsContracts.terms.periodHint')}
          />
        ) : null}
        <TierEditor
          kind={kind}
          drafts={drafts}
          onChange={(next) => {
            setDrafts(next);
            if (check) setCheck(checkTiers(kind, next));
          }}
          check={check}
        />
        {errorMessage && !endings ? <FormAlert>{errorMessage}</FormAlert> : null}
        <div className="form-actions">
          <Button variant="ghost" onClick={() => onDone(false)}>
            {t('dialogs.in_more_cancel')}
          </Button>
          <Button type="submit" variant="gold" icon="check" disabled={action.isBusy}>
            {t('opsContracts.terms.save')}
          </Button>
        </div>
      </Form>
      {endings ? (
        <EndingsDialog
          kind={kind}
          ids={endings}
          isBusy={action.isBusy}
          errorMessage={errorMessage}
          onCancel={() => setEndings(null)}
          onConfirm={() => void save(true)}
        />
      ) : null}
    </>
  );
}
