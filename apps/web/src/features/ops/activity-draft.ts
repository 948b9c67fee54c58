import type { ActivityKind, PromotionCategory, PromotionType } from '@playhall/contracts/reward-constants';
import { SIGN_IN_DAYS } from '@playhall/contracts/reward-constants';
import type { OpsActivity, SaveActivity } from '@playhall/contracts/rewards';
import { brandInstant, brandWallInput } from '@/lib/brand-time';
import {
  type ApplicationDraftFields,
  applicationDraftDefaults,
  applicationRulesDraft,
  applicationRulesInput,
} from './activity-application-draft';
import {
  type WheelDraftFields,
  wheelDraftDefaults,
  wheelRulesDraft,
  wheelRulesInput,
} from './activity-wheel-draft';

/** An activity as its form holds it: every field a string the inputs edit, times on the brand's wall clock. */
export type ActivityDraft = {
  kind: ActivityKind;
  title: string;
  description: string;
  promotionType: PromotionType;
  /** '' for none. */
  promotionCategory: PromotionCategory | '';
  startsAt: string;
  endsAt: string;
  sortOrder: string;
  wageringMultiple: string;
  percent: string;
  maxBonus: string;
  minDeposit: string;
  joinRequired: boolean;
  rewards: string[];
  pool: string;
  envelopes: string;
  minShare: string;
  cashBackPercent: string;
  maxAmount: string;
  minLoss: string;
} & ApplicationDraftFields &
  WheelDraftFields;

export function emptyDraft(timeZone: string, now = new Date()): ActivityDraft {
  return {
    kind: 'FIRST_DEPOSIT',
    title: '',
    description: '',
    promotionType: 'NEWBIE',
    promotionCategory: '',
    startsAt: brandWallInput(now, timeZone),
    endsAt: '',
    sortOrder: '0',
    wageringMultiple: '10',
    percent: '100',
    maxBonus: '888.00',
    minDeposit: '100.00',
    joinRequired: true,
    rewards: ['1.00', '2.00', '3.00', '5.00', '8.00', '10.00', '18.00'].slice(0, SIGN_IN_DAYS),
    pool: '888.00',
    envelopes: '100',
    minShare: '1.00',
    cashBackPercent: '5',
    maxAmount: '888.00',
    minLoss: '100.00',
    ...applicationDraftDefaults,
    ...wheelDraftDefaults,
  };
}

/** The kind's own fields of a listed activity. */
function rulesDraft(rules: OpsActivity['rules']): Partial<ActivityDraft> {
  if ('imagesRequired' in rules) return applicationRulesDraft(rules);
  if ('segments' in rules) return wheelRulesDraft(rules);
  if ('joinRequired' in rules) {
    return {
      percent: String(rules.percent),
      maxBonus: rules.maxBonus,
      minDeposit: rules.minDeposit,
      joinRequired: rules.joinRequired,
    };
  }
  if ('rewards' in rules) return { rewards: [...rules.rewards] };
  if ('minLoss' in rules) {
    return { cashBackPercent: String(rules.percent), maxAmount: rules.maxAmount, minLoss: rules.minLoss };
  }
  return { pool: rules.pool, envelopes: String(rules.envelopes), minShare: rules.minShare };
}

/** The kind's rules as the console sends them. */
function rulesInput(draft: ActivityDraft, wageringMultiple: number): SaveActivity['activity'] {
  if (draft.kind === 'APPLICATION') return applicationRulesInput(draft, wageringMultiple);
  if (draft.kind === 'LUCKY_WHEEL') return wheelRulesInput(draft, wageringMultiple);
  if (draft.kind === 'FIRST_DEPOSIT' || draft.kind === 'RELOAD') {
    return {
      kind: draft.kind,
      rules: {
        percent: Number(draft.percent),
        maxBonus: draft.maxBonus.trim(),
        minDeposit: draft.minDeposit.trim(),
        wageringMultiple,
        joinRequired: draft.joinRequired,
      },
    };
  }
  if (draft.kind === 'DAILY_SIGN_IN') {
    return {
      kind: 'DAILY_SIGN_IN',
      rules: { rewards: draft.rewards.map((amount) => amount.trim()), wageringMultiple },
    };
  }
  if (draft.kind === 'CASH_BACK') {
    return {
      kind: 'CASH_BACK',
      rules: {
        percent: Number(draft.cashBackPercent),
        maxAmount: draft.maxAmount.trim(),
        minLoss: draft.minLoss.trim(),
        wageringMultiple,
      },
    };
  }
  return {
    kind: 'RED_ENVELOPE',
    rules: {
      pool: draft.pool.trim(),
      envelopes: Number(draft.envelopes),
      minShare: draft.minShare.trim(),
      wageringMultiple,
    },
  };
}

/** The form of an activity the console lists, for an edit. */
export function draftOf(activity: OpsActivity, timeZone: string): ActivityDraft {
  const base = emptyDraft(timeZone);
  const rules = activity.rules;
  return {
    ...base,
    kind: activity.kind,
    title: activity.title,
    description: activity.description,
    promotionType: activity.promotionType,
    promotionCategory: activity.promotionCategory ?? '',
    startsAt: brandWallInput(new Date(activity.startsAt), timeZone),
    endsAt: activity.endsAt ? brandWallInput(new Date(activity.endsAt), timeZone) : '',
    sortOrder: String(activity.sortOrder),
    wageringMultiple: String(rules.wageringMultiple),
    ...rulesDraft(rules),
  };
}

const instant = (wall: string, timeZone: string) => {
  const date = wall === '' ? null : brandInstant(wall, timeZone);
  return date && !Number.isNaN(date.getTime()) ? date.toISOString() : '';
};

/** What the console sends: numbers as numbers, times as instants; the server checks every rule. */
export function toInput(draft: ActivityDraft, timeZone: string): SaveActivity {
  const wageringMultiple = Number(draft.wageringMultiple);
  const endsAt = instant(draft.endsAt, timeZone);
  return {
    title: draft.title.trim(),
    description: draft.description.trim(),
    promotionType: draft.promotionType,
    promotionCategory: draft.promotionCategory === '' ? null : draft.promotionCategory,
    startsAt: instant(draft.startsAt, timeZone),
    endsAt: endsAt === '' ? null : endsAt,
    sortOrder: Number(draft.sortOrder),
    activity: rulesInput(draft, wageringMultiple),
  };
}
