import type {
  ApplicationRules,
  ApplicationState,
  OpsApplication,
  OpsApplicationPage,
} from '@playhall/contracts/activity-applications';
import { ErrorCode, FieldErrorCode } from '@playhall/contracts/error-codes';
import { formatAmount, parseAmount } from '@playhall/contracts/money';
import { numberedPage } from '@playhall/contracts/paging';
import type { ActivityActionResult } from '@playhall/contracts/rewards';
import type { Brand } from '@playhall/contracts/system';
import { writeAudit } from '../../audit/audit-log';
import type { Database, SqlRunner } from '../../db/database';
import { AppError } from '../../http/app-error';
import { MessageKind, notifyMember } from '../inbox/notify';
import { withRetry } from '../ledger/ledger-error';
import {
  type ApplicationRow,
  insertApplication,
  selectApplication,
  selectApplicationImage,
  selectApplications,
  takeDecision,
} from './activity-application-queries';
import type { ApplicationUpload } from './activity-application-upload';
import { applicationPeriod } from './activity-application-view';
import { activityNotAvailable, activityNotFound } from './activity-errors';
import {
  type ActivityRow,
  selectActivity,
  selectBrandDays,
  selectMemberEntries,
  setEntryBonus,
} from './activity-queries';
import { iso, viewOf, wageringFor } from './activity-view';
import type { Bonuses } from './bonuses';

/** What an approval pays is a bonus under this source, once per application (its activity, member and period). */
export const APPLICATION_BONUS_SOURCE = 'ACTIVITY:APPLICATION';

const alreadyApplied = () =>
  new AppError(409, ErrorCode.ACTIVITY_ALREADY_APPLIED, 'You applied to this activity already.');
const applicationNotFound = () =>
  new AppError(404, ErrorCode.APPLICATION_NOT_FOUND, 'No such activity application.');
const applicationDecided = () =>
  new AppError(409, ErrorCode.APPLICATION_DECIDED, 'This application was decided already.');

/** The console's addresses of an application's images (served to operators only). */
const imagePaths = (row: ApplicationRow) =>
  Array.from(
    { length: row.image_count },
    (_, index) => `/ops/api/activity-applications/${row.id}/images/${index}`,
  );

function toOps(row: ApplicationRow): OpsApplication {
  const amount = row.amount ?? 0n;
  return {
    id: row.id.toString(),
    activityId: row.activity_id.toString(),
    activityTitle: row.activity_title,
    memberId: row.member_id.toString(),
    account: row.account,
    period: row.period,
    comment: row.comment ?? '',
    images: imagePaths(row),
    amount: formatAmount(amount),
    wageringRequired: formatAmount(wageringFor(amount, (row.rules as ApplicationRules).wageringMultiple)),
    state: row.state,
    appliedAt: iso(row.created_at),
    decidedAt: row.decided_at === null ? null : iso(row.decided_at),
    decidedBy: row.decided_by === null ? null : row.decided_by.toString(),
    note: row.decision_note,
    bonusId: row.bonus_id === null ? null : row.bonus_id.toString(),
  };
}

/**
 * Activities a member applies for (member-and-agent-centres spec §3 "Activity application", §4): APPLYING → apply
 * with a comment and up to three images → IN_PROCESS; an operator approves (ISSUED: the bonus is granted in the
 * decision's transaction) or rejects with a note (REJECTED). One application per period: the entry's unique key
 * decides parallel applications, the conditional IN_PROCESS update parallel decisions (C8).
 */
export function createActivityApplications({
  database,
  brand,
  bonuses,
}: {
  database: Database;
  brand: () => Promise<Brand>;
  bonuses: Bonuses;
}) {
  /**
   * The activity and where the member stands in it, read in `runner` (a transaction, when applying) on the brand's
   * clock, which the caller read before any transaction began (a cached read must not queue behind one).
   */
  async function current(runner: SqlRunner, zone: string, memberId: bigint, id: string) {
    const activity = await selectActivity(runner, id);
    if (!activity) throw activityNotFound();
    if (activity.kind !== 'APPLICATION') throw activityNotAvailable();
    const days = await selectBrandDays(runner, zone);
    const entries = await selectMemberEntries(runner, memberId, days);
    const context = {
      entries,
      days,
      now: Date.now(),
      hasDeposited: false,
      taken: new Map(),
      yesterdayLoss: 0n,
    };
    return { activity, days, view: viewOf(activity, context) };
  }

  function assertApplying(state: string) {
    if (state === 'IN_PROCESS' || state === 'ISSUED' || state === 'REJECTED') throw alreadyApplied();
    if (state !== 'APPLYING') throw activityNotAvailable();
  }

  /** Refuses an application before its upload is read: no such activity, not open, or sent already. */
  async function assertCanApply(memberId: bigint, id: string): Promise<void> {
    assertApplying((await current(database, (await brand()).timeZone, memberId, id)).view.state);
  }

  function checkImages(activity: ActivityRow, upload: ApplicationUpload) {
    if ((activity.rules as ApplicationRules).imagesRequired && upload.images.length === 0) {
      throw new AppError(400, ErrorCode.VALIDATION_FAILED, 'This activity asks for at least one image.', [
        { field: 'files', code: FieldErrorCode.REQUIRED, message: 'Input cannot be empty' },
      ]);
    }
  }

  /** Sends the member's application: IN_PROCESS, once per period whoever races. */
  async function apply(
    memberId: bigint,
    id: string,
    upload: ApplicationUpload,
  ): Promise<ActivityActionResult> {
    const zone = (await brand()).timeZone;
    return withRetry(() =>
      database.transaction(async (tx) => {
        const { activity, days, view } = await current(tx, zone, memberId, id);
        assertApplying(view.state);
        checkImages(activity, upload);
        const rules = activity.rules as ApplicationRules;
        const entry = await insertApplication(tx, {
          activityId: activity.id,
          memberId,
          period: applicationPeriod(rules, days),
          amount: parseAmount(rules.amount),
          comment: upload.comment,
          images: upload.images,
        });
        if (!entry) throw alreadyApplied();
        return { activity: (await current(tx, zone, memberId, id)).view, bonus: null };
      }),
    );
  }

  // The console's side (audited).

  async function queue(query: {
    state: ApplicationState;
    pageNo: number;
    pageSize: number;
  }): Promise<OpsApplicationPage> {
    const { rows, total } = await selectApplications(database, {
      state: query.state,
      limit: query.pageSize,
      offset: (query.pageNo - 1) * query.pageSize,
    });
    return numberedPage(rows.map(toOps), total, query);
  }

  /** An image of an application: any for the console, only their own for a member (`memberId`). */
  async function image(id: string, index: number, memberId: bigint | null = null) {
    const stored = await selectApplicationImage(database, id, index, memberId);
    if (!stored) throw new AppError(404, ErrorCode.NOT_FOUND, 'No such image.');
    return stored;
  }

  /** Pays an approved application: its amount as a bonus with the activity's wagering, linked to the entry. */
  async function pay(tx: SqlRunner, row: ApplicationRow, operatorId: bigint) {
    const amount = row.amount ?? 0n;
    if (amount <= 0n) return;
    const { bonus } = await bonuses.grantIn(tx, {
      memberId: row.member_id,
      source: APPLICATION_BONUS_SOURCE,
      sourceRef: `${row.activity_id}:${row.member_id}:${row.period}`,
      title: row.activity_title,
      amount,
      wageringRequired: wageringFor(amount, (row.rules as ApplicationRules).wageringMultiple),
      contributions: {},
      grantedBy: operatorId,
    });
    await setEntryBonus(tx, row.id, bonus.id);
  }

  /**
   * Approves (ISSUED, paid) or rejects (REJECTED, with the note the member reads): once, whoever races. The member
   * is told in a platform message written in the same transaction.
   */
  async function decide(
    operatorId: bigint,
    id: string,
    decision: { state: 'ISSUED' | 'REJECTED'; note: string },
  ): Promise<OpsApplication> {
    return withRetry(() =>
      database.transaction(async (tx) => {
        const taken = await takeDecision(tx, id, { ...decision, operatorId });
        if (!taken) throw (await selectApplication(tx, id)) ? applicationDecided() : applicationNotFound();
        const row = await selectApplication(tx, id);
        if (!row) throw applicationNotFound();
        if (decision.state === 'ISSUED') await pay(tx, row, operatorId);
        await notifyMember(
          tx,
          row.member_id,
          decision.state === 'ISSUED'
            ? MessageKind.ACTIVITY_APPLICATION_APPROVED
            : MessageKind.ACTIVITY_APPLICATION_REJECTED,
          {
            applicationId: id,
            title: row.activity_title,
            ...(decision.state === 'REJECTED' && decision.note ? { reason: decision.note } : {}),
          },
        );
        await writeAudit(tx, {
          operatorId,
          action:
            decision.state === 'ISSUED' ? 'ACTIVITY_APPLICATION_APPROVE' : 'ACTIVITY_APPLICATION_REJECT',
          targetType: 'activity_application',
          targetId: id,
          detail: {
            activityId: row.activity_id.toString(),
            memberId: row.member_id.toString(),
            period: row.period,
            amount: formatAmount(row.amount ?? 0n),
            note: decision.note,
          },
        });
        const decided = await selectApplication(tx, id);
        if (!decided) throw applicationNotFound();
        return toOps(decided);
      }),
    );
  }

  return {
    assertCanApply,
    apply,
    queue,
    image,
    approve: (operatorId: bigint, id: string, note: string) =>
      decide(operatorId, id, { state: 'ISSUED', note }),
    reject: (operatorId: bigint, id: string, note: string) =>
      decide(operatorId, id, { state: 'REJECTED', note }),
  };
}

export type ActivityApplications = ReturnType<typeof createActivityApplications>;
