import type { ContractKind } from '@playhall/contracts/contract-terms';
import { MAX_TIERS } from '@playhall/contracts/contract-terms';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { useCurrencySymbol } from '@/components/ui/money';
import { useTranslation } from '@/lib/use-translation';
import { EMPTY_DRAFT, type Problem, type RowProblems, type TierDraft, type TierField } from '../tier-draft';

/** A problem in the agent's words (`contracts.problems.<code>`). */
export function useProblemText() {
  const { t } = useTranslation();
  return (problem: Problem | undefined) =>
    problem ? t(`contracts.problems.${problem.code}`, problem.params ?? {}) : undefined;
}

/**
 * The offer form's tiers: one row per tier (least base, least active members, rate), rows added up to ten and
 * removed down to one. Each field shows its own problem once it was typed in or the form was sent.
 */
export function TiersEditor({
  kind,
  drafts,
  problems,
  shown,
  onChange,
  onTouch,
}: {
  kind: ContractKind;
  drafts: readonly TierDraft[];
  problems: readonly RowProblems[];
  /** Whether a field's problem shows yet. */
  shown(index: number, field: TierField): boolean;
  onChange(drafts: TierDraft[]): void;
  onTouch(index: number, field: TierField): void;
}) {
  const { t } = useTranslation();
  const symbol = useCurrencySymbol();
  const problemText = useProblemText();
  const set = (index: number, field: TierField, value: string) =>
    onChange(drafts.map((draft, at) => (at === index ? { ...draft, [field]: value } : draft)));
  const field = (index: number, name: TierField) => ({
    value: drafts[index]?.[name] ?? '',
    onChange: (value: string) => set(index, name, value),
    onBlur: () => onTouch(index, name),
    error: shown(index, name) ? problemText(problems[index]?.[name]) : undefined,
    autoComplete: 'off',
  });
  return (
    <div className="tiers-editor">
      {drafts.map((_, index) => (
        // Rows have no identity but their place: a removed row takes its fields with it.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <fieldset key={index} className="tiers-editor__row">
          <legend className="tiers-editor__legend">{t('contractRecords.tierN', { tier: index + 1 })}</legend>
          <TextField
            {...field(index, 'minBase')}
            label={t(`contracts.tiers.minBase.${kind === 'DIVIDEND' ? 'DIVIDEND' : 'SALARY'}`)}
            inputMode="decimal"
            prefix={<span className="tiers-editor__unit">{symbol}</span>}
          />
          <TextField
            {...field(index, 'minActive')}
            label={t('contracts.tiers.minActive')}
            inputMode="numeric"
          />
          <TextField
            {...field(index, 'rate')}
            label={t('contracts.tiers.rate')}
            inputMode="decimal"
            suffix={<span className="tiers-editor__unit">%</span>}
          />
          <Button
            size="sm"
            variant="ghost"
            icon="trash"
            iconOnly
            className="tiers-editor__remove"
            aria-label={t('contracts.offer.removeTier', { tier: index + 1 })}
            disabled={drafts.length <= 1}
            onClick={() => onChange(drafts.filter((__, at) => at !== index))}
          />
        </fieldset>
      ))}
      <Button
        size="sm"
        variant="outline"
        icon="plus"
        disabled={drafts.length >= MAX_TIERS}
        onClick={() => onChange([...drafts, { ...EMPTY_DRAFT, ...lastThresholds(drafts) }])}
      >
        {t('contracts.offer.addTier')}
      </Button>
    </div>
  );
}

/** A new row starts from the thresholds of the last one, which it must raise. */
function lastThresholds(drafts: readonly TierDraft[]): Partial<TierDraft> {
  const last = drafts[drafts.length - 1];
  return last ? { minBase: last.minBase, minActive: last.minActive } : {};
}
