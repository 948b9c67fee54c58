import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Form, FormAlert, TextField } from '@/components/ui/form-field';
import { Panel } from '@/components/ui/panel';
import { QueryView } from '@/components/ui/query-view';
import { errorMessageForCode } from '@/lib/error-message';
import { showToast } from '@/lib/toast';
import { useTranslation } from '@/lib/use-translation';
import { type ReferralRule, referralRuleQueryOptions, setReferralRule } from '../api/referrals';
import { useOpsAction } from '../use-ops-action';
import './ops.css';

const AMOUNTS = ['depositThreshold', 'validBetThreshold', 'referrerReward', 'inviteeReward'] as const;
type Draft = Record<(typeof AMOUNTS)[number] | 'rewardWagering', string>;

const toDraft = (rule: ReferralRule | null): Draft => ({
  depositThreshold: rule?.depositThreshold ?? '0.00',
  validBetThreshold: rule?.validBetThreshold ?? '0.00',
  referrerReward: rule?.referrerReward ?? '0.00',
  inviteeReward: rule?.inviteeReward ?? '0.00',
  rewardWagering: String(rule?.rewardWagering ?? 1),
});

function RuleForm({ rule }: { rule: ReferralRule | null }) {
  const { t } = useTranslation();
  const action = useOpsAction();
  const [draft, setDraft] = useState(() => toDraft(rule));
  const field = (key: keyof Draft) => (value: string) =>
    setDraft((current) => ({ ...current, [key]: value }));
  const submit = () =>
    void action
      .run(() =>
        setReferralRule({
          depositThreshold: draft.depositThreshold.trim(),
          validBetThreshold: draft.validBetThreshold.trim(),
          referrerReward: draft.referrerReward.trim(),
          inviteeReward: draft.inviteeReward.trim(),
          rewardWagering: Number(draft.rewardWagering),
        }),
      )
      .then((saved) => {
        if (saved) showToast(t('referral.ops.saved'));
      });
  return (
    <Form onSubmit={submit}>
      <div className="ops-activity-fields">
        {AMOUNTS.map((key) => (
          <TextField
            key={key}
            label={t(`referral.ops.${key}`)}
            inputMode="decimal"
            value={draft[key]}
            onChange={field(key)}
          />
        ))}
        <TextField
          label={t('referral.ops.rewardWagering')}
          hint={t('referral.ops.rewardWageringHint')}
          inputMode="decimal"
          value={draft.rewardWagering}
          onChange={field('rewardWagering')}
        />
      </div>
      {action.errorCode ? <FormAlert>{errorMessageForCode(t, action.errorCode)}</FormAlert> : null}
      <div className="form-actions">
        <Button type="submit" variant="gold" icon="gift" disabled={action.isBusy}>
          {t('referral.ops.save')}
        </Button>
      </div>
    </Form>
  );
}

/** The referral rule in the console: the invitee's thresholds and what each side receives (audited). */
export function ReferralRuleForm() {
  const { t } = useTranslation();
  const query = useQuery(referralRuleQueryOptions());
  return (
    <Panel icon="gift" title={t('referral.ops.ruleTitle')} description={t('referral.ops.ruleBody')}>
      <QueryView query={query} skeletonHeight="10rem">
        {(rule) => <RuleForm rule={rule} />}
      </QueryView>
    </Panel>
  );
}
