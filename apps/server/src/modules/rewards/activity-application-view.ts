import type { ApplicationRules, MemberApplication } from '@playhall/contracts/activity-applications';
import { parseAmount } from '@playhall/contracts/money';
import type { ActivityState } from '@playhall/contracts/rewards';
import type { ActivityRow, EntryRow } from './activity-queries';

/** How an application activity reads to the member (pure): spec §4's APPLYING, IN_PROCESS, ISSUED, REJECTED. */

const instant = (value: Date | string) => (value instanceof Date ? value : new Date(value));

/** The period an application takes: '' for one in the activity, the brand's day for one a day. */
export function applicationPeriod(rules: ApplicationRules, days: { today: string }): string {
  return rules.frequency === 'DAILY' ? days.today : '';
}

const SENT: readonly EntryRow['state'][] = ['IN_PROCESS', 'ISSUED', 'REJECTED'];

/**
 * The member's state in an application activity: the application of the current period as it was decided, or,
 * with none sent, APPLYING while the activity runs (CLOSED after it, COMING_SOON before it). What it pays is the
 * rules' amount, or what the application was sent for.
 */
export function applicationView(
  activity: ActivityRow,
  context: { entries: EntryRow[]; days: { today: string }; now: number },
): { state: ActivityState; amount: bigint | null; application: MemberApplication | null } {
  const rules = activity.rules as ApplicationRules;
  const period = applicationPeriod(rules, context.days);
  const entry = context.entries.find(
    (candidate) => candidate.activity_id === activity.id && candidate.period === period,
  );
  if (entry && SENT.includes(entry.state)) {
    return {
      state: entry.state as ActivityState,
      amount: entry.amount,
      application: {
        comment: entry.comment ?? '',
        appliedAt: instant(entry.created_at ?? new Date(context.now)).toISOString(),
        decidedAt: entry.decided_at ? instant(entry.decided_at).toISOString() : null,
        note: entry.decision_note || null,
        images: Array.from(
          { length: entry.image_count ?? 0 },
          (_, index) => `/wps/member/rewards/applications/${entry.id}/images/${index}`,
        ),
      },
    };
  }
  const ended =
    activity.status === 'CLOSED' ||
    (activity.ends_at !== null && instant(activity.ends_at).getTime() <= context.now);
  let state: ActivityState = 'APPLYING';
  if (ended) state = 'CLOSED';
  else if (instant(activity.starts_at).getTime() > context.now) state = 'COMING_SOON';
  return { state, amount: parseAmount(rules.amount), application: null };
}
