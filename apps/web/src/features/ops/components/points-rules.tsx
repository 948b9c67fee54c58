import { GAME_CATEGORIES } from '@playhall/contracts/games';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Form, FormAlert, TextField } from '@/components/ui/form-field';
import { Panel } from '@/components/ui/panel';
import { QueryView } from '@/components/ui/query-view';
import { errorMessageForCode } from '@/lib/error-message';
import { showToast } from '@/lib/toast';
import { useTranslation } from '@/lib/use-translation';
import { type PointsConfig, pointsConfigQueryOptions, setPointsConfig } from '../api/points';
import { useOpsAction } from '../use-ops-action';

type Category = (typeof GAME_CATEGORIES)[number];

function RulesForm({ config }: { config: PointsConfig }) {
  const { t } = useTranslation();
  const action = useOpsAction();
  const [ratio, setRatio] = useState(String(config.pointsPerUnit));
  const [rules, setRules] = useState<Record<string, string>>(() =>
    Object.fromEntries(config.rules.map((rule) => [rule.category, rule.validBetPerPoint])),
  );
  const submit = () =>
    void action
      .run(() =>
        setPointsConfig({
          pointsPerUnit: Number(ratio),
          rules: GAME_CATEGORIES.filter((category) => (rules[category] ?? '').trim() !== '').map(
            (category: Category) => ({ category, validBetPerPoint: (rules[category] ?? '').trim() }),
          ),
        }),
      )
      .then((saved) => {
        if (saved) showToast(t('ops.points.rulesSaved'));
      });
  return (
    <Form onSubmit={submit}>
      <TextField
        label={t('ops.points.ratio')}
        hint={t('ops.points.ratioHint')}
        inputMode="numeric"
        value={ratio}
        onChange={setRatio}
      />
      <div className="ops-activity-fields">
        {GAME_CATEGORIES.map((category) => (
          <TextField
            key={category}
            label={t('ops.points.perPoint', { category: t(`categories.${category}`) })}
            inputMode="decimal"
            placeholder={t('ops.points.noRule')}
            value={rules[category] ?? ''}
            onChange={(value) => setRules((current) => ({ ...current, [category]: value }))}
          />
        ))}
      </div>
      {action.errorCode ? <FormAlert>{errorMessageForCode(t, action.errorCode)}</FormAlert> : null}
      <div className="form-actions">
        <Button type="submit" variant="gold" icon="coins" disabled={action.isBusy}>
          {t('ops.points.saveRules')}
        </Button>
      </div>
    </Form>
  );
}

/** The exchange ratio and the valid bet that earns a point per category (audited). */
export function PointsRules() {
  const { t } = useTranslation();
  const query = useQuery(pointsConfigQueryOptions());
  return (
    <Panel icon="scale" title={t('ops.points.rulesTitle')} description={t('ops.points.rulesBody')}>
      <QueryView query={query} skeletonHeight="10rem">
        {(config) => <RulesForm config={config} />}
      </QueryView>
    </Panel>
  );
}
