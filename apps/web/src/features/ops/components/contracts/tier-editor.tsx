import { type ContractKind, MAX_TIERS } from '@playhall/contracts/contract-terms';
import { Button } from '@/components/ui/button';
import { FormAlert, TextField } from '@/components/ui/form-field';
import { useTranslation } from '@/lib/use-translation';
import {
  MAX_ACTIVE,
  maxRateText,
  nextDraft,
  type TierCheck,
  type TierDraft,
  type TierField,
} from '../../contract-tiers';
import '../ops.css';
import './contracts.css';

/**
 * The rows of a tier list: per tier its least base, least active members and rate, a button to take the row out
 * and one to add a row after the last. Problems show once the operator has tried to save (`check`).
 */
export function TierEditor({
  kind,
  drafts,
  onChange,
  check,
}: {
  kind: ContractKind;
  drafts: readonly TierDraft[];
  onChange(drafts: TierDraft[]): void;
  check: TierCheck | null;
}) {
  const { t } = useTranslation();
  const fieldProblem = (index: number, field: TierField) => {
    const problem = check?.fields[index]?.[field];
    return problem
      ? t(`opsContracts.tiers.fieldProblems.${problem}`, { max: maxRateText(kind), members: MAX_ACTIVE })
      : undefined;
  };
  const edit = (index: number, field: TierField, value: string) =>
    onChange(drafts.map((draft, at) => (at === index ? { ...draft, [field]: value } : draft)));
  const list = check?.list;
  const listText = list
    ? t(`opsContracts.tiers.listProblems.${list.problem}`, { max: maxRateText(kind), tiers: MAX_TIERS })
    : '';
  return (
    <div className="ops-tier-editor">
      {drafts.map((draft, index) => (
        <fieldset
          // biome-ignore lint/suspicious/noArrayIndexKey: a row is its place in the list; rows have no identity
          key={index}
          className={`ops-tier-row${list?.row === index ? ' ops-tier-row--invalid' : ''}`}
        >
          <legend className="ops-tier-row__legend">
            {t('opsContracts.tiers.tier', { number: index + 1 })}
          </legend>
          <TextField
            label={t(kind === 'DIVIDEND' ? 'opsContracts.tiers.minProfit' : 'opsContracts.tiers.minBets')}
            value={draft.minBase}
            onChange={(value) => edit(index, 'minBase', value)}
            inputMode="decimal"
            autoComplete="off"
            error={fieldProblem(index, 'minBase')}
          />
          <TextField
            label={t('opsContracts.tiers.minActive')}
            value={draft.minActive}
            onChange={(value) => edit(index, 'minActive', value)}
            inputMode="numeric"
            autoComplete="off"
            error={fieldProblem(index, 'minActive')}
          />
          <TextField
            label={t('opsContracts.tiers.ratePercent')}
            value={draft.rate}
            onChange={(value) => edit(index, 'rate', value)}
            inputMode="decimal"
            autoComplete="off"
            error={fieldProblem(index, 'rate')}
          />
          <Button
            size="sm"
            variant="ghost"
            icon="trash"
            className="ops-tier-row__remove"
            disabled={drafts.length <= 1}
            aria-label={t('opsContracts.tiers.removeLabel', { number: index + 1 })}
            onClick={() => onChange(drafts.filter((_, at) => at !== index))}
          >
            {t('opsContracts.tiers.remove')}
          </Button>
        </fieldset>
      ))}
      {list ? (
        <FormAlert>
          {list.row === null
            ? listText
            : t('opsContracts.tiers.rowProblem', { number: list.row + 1, problem: listText })}
        </FormAlert>
      ) : null}
      <Button
        size="sm"
        variant="outline"
        icon="plus"
        className="ops-tier-editor__add"
        disabled={drafts.length >= MAX_TIERS}
        onClick={() => onChange([...drafts, nextDraft(drafts)])}
      >
        {t('opsContracts.tiers.add')}
      </Button>
    </div>
  );
}
