import { GAME_CATEGORIES, type GameCategory } from '@playhall/contracts/games';
import {
  MISSION_KINDS,
  MISSION_PERIODS,
  type MissionKind,
  type MissionPeriod,
  MONEY_MISSION_KINDS,
} from '@playhall/contracts/mission-constants';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Form, FormAlert, TextField } from '@/components/ui/form-field';
import { SelectField, TextAreaField } from '@/components/ui/select-field';
import { errorMessageForCode } from '@/lib/error-message';
import { showToast } from '@/lib/toast';
import { useTranslation } from '@/lib/use-translation';
import { createMission, type OpsMission, type SaveMission, updateMission } from '../api/missions';
import { useOpsAction } from '../use-ops-action';

const DESCRIPTION_MAX = 300;

type Draft = {
  title: string;
  description: string;
  period: MissionPeriod;
  kind: MissionKind;
  category: GameCategory | '';
  target: string;
  reward: string;
  rewardWagering: string;
  score: string;
  sortOrder: string;
};

const emptyDraft: Draft = {
  title: '',
  description: '',
  period: 'DAILY',
  kind: 'BET',
  category: '',
  target: '',
  reward: '',
  rewardWagering: '1',
  score: '10',
  sortOrder: '0',
};

const draftOf = (mission: OpsMission): Draft => ({
  title: mission.title,
  description: mission.description,
  period: mission.period,
  kind: mission.kind,
  category: mission.category ?? '',
  target: mission.target,
  reward: mission.reward,
  rewardWagering: mission.rewardWagering,
  score: String(mission.score),
  sortOrder: String(mission.sortOrder),
});

/** The draft as the API takes it: numbers typed as text are sent as numbers, for the server to check. */
const toInput = (draft: Draft): SaveMission => ({
  title: draft.title.trim(),
  description: draft.description.trim(),
  period: draft.period,
  kind: draft.kind,
  category: draft.kind === 'BET' && draft.category !== '' ? draft.category : null,
  target: draft.target.trim(),
  reward: draft.reward.trim() || '0',
  rewardWagering: Number(draft.rewardWagering),
  score: Number(draft.score),
  sortOrder: Number(draft.sortOrder),
});

/** Creates a mission, or edits a live one (its period and kind stay). */
export function MissionsForm({ editing, onDone }: { editing: OpsMission | null; onDone(): void }) {
  const { t } = useTranslation();
  const action = useOpsAction();
  const [draft, setDraft] = useState<Draft>(() => (editing ? draftOf(editing) : emptyDraft));
  const change = (patch: Partial<Draft>) => setDraft((current) => ({ ...current, ...patch }));
  const money = MONEY_MISSION_KINDS.includes(draft.kind);
  const submit = () =>
    void action
      .run(() => (editing ? updateMission(editing.id, toInput(draft)) : createMission(toInput(draft))))
      .then((saved) => {
        if (!saved) return;
        showToast(t(editing ? 'opsMissions.updated' : 'opsMissions.created', { title: saved.title }));
        onDone();
      });
  return (
    <Form onSubmit={submit}>
      <div className="ops-activity-fields">
        <SelectField
          label={t('opsMissions.period')}
          value={draft.period}
          disabled={editing !== null}
          hint={editing ? t('opsMissions.fixedHint') : undefined}
          options={MISSION_PERIODS.map((period) => ({
            value: period,
            label: t(`opsMissions.periods.${period}`),
          }))}
          onChange={(period) => change({ period })}
        />
        <SelectField
          label={t('opsMissions.kind')}
          value={draft.kind}
          disabled={editing !== null}
          options={MISSION_KINDS.map((kind) => ({ value: kind, label: t(`opsMissions.kinds.${kind}`) }))}
          onChange={(kind) => change({ kind, category: kind === 'BET' ? draft.category : '' })}
        />
        {draft.kind === 'BET' ? (
          <SelectField<GameCategory | ''>
            label={t('opsMissions.category')}
            value={draft.category}
            options={[
              { value: '', label: t('opsMissions.anyCategory') },
              ...GAME_CATEGORIES.map((category) => ({ value: category, label: t(`categories.${category}`) })),
            ]}
            onChange={(category) => change({ category })}
          />
        ) : null}
      </div>
      <TextField
        label={t('opsMissions.title')}
        value={draft.title}
        maxLength={80}
        onChange={(title) => change({ title })}
      />
      <TextAreaField
        label={t('opsMissions.description')}
        value={draft.description}
        maxLength={DESCRIPTION_MAX}
        counterLabel={t('ops.reasonCounter', { count: draft.description.length, max: DESCRIPTION_MAX })}
        onChange={(description) => change({ description })}
      />
      <div className="ops-activity-fields">
        <TextField
          label={t('opsMissions.target')}
          hint={t(money ? 'opsMissions.targetMoney' : 'opsMissions.targetCount')}
          inputMode={money ? 'decimal' : 'numeric'}
          value={draft.target}
          onChange={(target) => change({ target })}
        />
        <TextField
          label={t('opsMissions.reward')}
          hint={t('opsMissions.rewardHint')}
          inputMode="decimal"
          value={draft.reward}
          onChange={(reward) => change({ reward })}
        />
        <TextField
          label={t('opsMissions.rewardWagering')}
          hint={t('ops.bonuses.multipleHint')}
          inputMode="decimal"
          value={draft.rewardWagering}
          onChange={(rewardWagering) => change({ rewardWagering })}
        />
        <TextField
          label={t('opsMissions.score')}
          inputMode="numeric"
          value={draft.score}
          onChange={(score) => change({ score })}
        />
        <TextField
          label={t('opsMissions.sortOrder')}
          inputMode="numeric"
          value={draft.sortOrder}
          onChange={(sortOrder) => change({ sortOrder })}
        />
      </div>
      {action.errorCode ? <FormAlert>{errorMessageForCode(t, action.errorCode)}</FormAlert> : null}
      <div className="form-actions">
        {editing ? (
          <Button variant="ghost" onClick={onDone}>
            {t('opsMissions.cancel')}
          </Button>
        ) : null}
        <Button type="submit" variant="gold" icon="target" disabled={action.isBusy}>
          {editing ? t('opsMissions.save') : t('opsMissions.create')}
        </Button>
      </div>
    </Form>
  );
}
