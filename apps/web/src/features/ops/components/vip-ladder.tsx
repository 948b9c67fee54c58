import { GAME_CATEGORIES } from '@playhall/contracts/games';
import type { VipRank } from '@playhall/contracts/vip';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Form, FormAlert, TextField } from '@/components/ui/form-field';
import { Panel } from '@/components/ui/panel';
import { QueryView } from '@/components/ui/query-view';
import { errorMessageForCode } from '@/lib/error-message';
import { showToast } from '@/lib/toast';
import { useTranslation } from '@/lib/use-translation';
import { setVipLadder, type VipLadder, vipLadderQueryOptions } from '../api/vip-ladder';
import { useOpsAction } from '../use-ops-action';
import './ops.css';

/** What the form edits of a rank: every figure as typed. */
type RankDraft = Omit<VipRank, 'bonusWagering' | 'dailyWithdrawalCount' | 'dailyWithdrawalAmount'> & {
  bonusWagering: string;
  dailyWithdrawalCount: string;
  dailyWithdrawalAmount: string;
};

const AMOUNTS = [
  'validBetThreshold',
  'depositThreshold',
  'keepValidBet',
  'upgradeBonus',
  'monthlyBonus',
  'birthdayBonus',
] as const;

const toDraft = (rank: VipRank): RankDraft => ({
  ...rank,
  bonusWagering: String(rank.bonusWagering),
  dailyWithdrawalCount: rank.dailyWithdrawalCount === null ? '' : String(rank.dailyWithdrawalCount),
  dailyWithdrawalAmount: rank.dailyWithdrawalAmount ?? '',
});

const fromDraft = (draft: RankDraft, level: number): VipRank => ({
  ...draft,
  level,
  bonusWagering: Number(draft.bonusWagering),
  dailyWithdrawalCount: draft.dailyWithdrawalCount.trim() === '' ? null : Number(draft.dailyWithdrawalCount),
  dailyWithdrawalAmount:
    draft.dailyWithdrawalAmount.trim() === '' ? null : draft.dailyWithdrawalAmount.trim(),
  rebateRates: Object.fromEntries(Object.entries(draft.rebateRates).filter(([, rate]) => rate?.trim())),
});

const emptyRank = (level: number): RankDraft => ({
  level,
  name: '',
  validBetThreshold: '0.00',
  depositThreshold: '0.00',
  keepValidBet: '0.00',
  upgradeBonus: '0.00',
  monthlyBonus: '0.00',
  birthdayBonus: '0.00',
  bonusWagering: '1',
  dailyWithdrawalCount: '',
  dailyWithdrawalAmount: '',
  rebateRates: {},
});

function RankFields({ draft, onChange }: { draft: RankDraft; onChange: (draft: RankDraft) => void }) {
  const { t } = useTranslation();
  const field = (key: keyof RankDraft) => (value: string) => onChange({ ...draft, [key]: value });
  return (
    <fieldset className="ops-vip-rank">
      <legend>{t('ops.vip.level', { level: draft.level })}</legend>
      <div className="ops-activity-fields">
        <TextField label={t('ops.vip.name')} value={draft.name} maxLength={24} onChange={field('name')} />
        {AMOUNTS.map((key) => (
          <TextField
            key={key}
            label={t(`ops.vip.${key}`)}
            inputMode="decimal"
            value={draft[key]}
            onChange={field(key)}
          />
        ))}
        <TextField
          label={t('ops.vip.bonusWagering')}
          inputMode="decimal"
          value={draft.bonusWagering}
          onChange={field('bonusWagering')}
        />
        <TextField
          label={t('ops.vip.dailyWithdrawalCount')}
          hint={t('ops.vip.standardHint')}
          inputMode="numeric"
          value={draft.dailyWithdrawalCount}
          onChange={field('dailyWithdrawalCount')}
        />
        <TextField
          label={t('ops.vip.dailyWithdrawalAmount')}
          hint={t('ops.vip.standardHint')}
          inputMode="decimal"
          value={draft.dailyWithdrawalAmount}
          onChange={field('dailyWithdrawalAmount')}
        />
      </div>
      <details className="ops-vip-rates">
        <summary>{t('ops.vip.rebateRates')}</summary>
        <div className="ops-activity-fields">
          {GAME_CATEGORIES.map((category) => (
            <TextField
              key={category}
              label={t('ops.rebates.rate', { category: t(`categories.${category}`) })}
              hint={t('ops.vip.standardHint')}
              inputMode="decimal"
              value={draft.rebateRates[category] ?? ''}
              onChange={(rate) =>
                onChange({ ...draft, rebateRates: { ...draft.rebateRates, [category]: rate } })
              }
            />
          ))}
        </div>
      </details>
    </fieldset>
  );
}

function LadderForm({ ladder }: { ladder: VipLadder }) {
  const { t } = useTranslation();
  const action = useOpsAction();
  const [windowDays, setWindowDays] = useState(String(ladder.windowDays));
  const [ranks, setRanks] = useState(() =>
    ladder.ranks.length > 0 ? ladder.ranks.map(toDraft) : [{ ...emptyRank(0), name: 'VIP 0' }],
  );
  const submit = () =>
    void action
      .run(() =>
        setVipLadder({
          windowDays: Number(windowDays),
          ranks: ranks.map((draft, level) => fromDraft(draft, level)),
        }),
      )
      .then((saved) => {
        if (saved) showToast(t('ops.vip.saved'));
      });
  return (
    <Form onSubmit={submit}>
      <TextField
        label={t('ops.vip.windowDays')}
        hint={t('ops.vip.windowHint')}
        inputMode="numeric"
        value={windowDays}
        onChange={setWindowDays}
      />
      {ranks.map((draft, level) => (
        <RankFields
          key={String(level)}
          draft={{ ...draft, level }}
          onChange={(next) =>
            setRanks((current) => current.map((old, index) => (index === level ? next : old)))
          }
        />
      ))}
      {action.errorCode ? <FormAlert>{errorMessageForCode(t, action.errorCode)}</FormAlert> : null}
      <div className="form-actions">
        <Button icon="plus" onClick={() => setRanks((current) => [...current, emptyRank(current.length)])}>
          {t('ops.vip.addRank')}
        </Button>
        <Button
          icon="trash"
          disabled={ranks.length <= 1}
          onClick={() => setRanks((current) => current.slice(0, -1))}
        >
          {t('ops.vip.removeRank')}
        </Button>
        <Button type="submit" variant="gold" icon="crown" disabled={action.isBusy}>
          {t('ops.vip.save')}
        </Button>
      </div>
    </Form>
  );
}

/** The VIP ladder in the console: the rolling window and each rank's thresholds and benefits (audited). */
export function VipLadderEditor() {
  const { t } = useTranslation();
  const query = useQuery(vipLadderQueryOptions());
  return (
    <Panel icon="crown" title={t('ops.vip.title')} description={t('ops.vip.body')}>
      <QueryView query={query} skeletonHeight="14rem">
        {(ladder) => <LadderForm ladder={ladder} />}
      </QueryView>
    </Panel>
  );
}
