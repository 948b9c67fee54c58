import { randomInt } from 'node:crypto';
import type {
  AgentApplication,
  AgentApplicationApproved,
  MyAgentApplication,
  OpsAgentApplication,
} from '@playhall/contracts/agent-applications';
import { isAgentType } from '@playhall/contracts/constants';
import { ErrorCode } from '@playhall/contracts/error-codes';
import { writeAudit } from '../../audit/audit-log';
import type { Database, SqlRunner } from '../../db/database';
import type { MemberRow } from '../../db/schema/members';
import { AppError } from '../../http/app-error';
import { MessageKind, notifyMember } from '../inbox/notify';
import { withRetry } from '../ledger/ledger-error';
import { isAffiliateCodeTaken, promoteToAgent } from '../member/agent-queries';
import { MEMBER_TYPE, selectAccountsWithUpline, selectMemberById } from '../member/queries';
import {
  type AgentApplicationRecord,
  applicationExists,
  insertApplication,
  markApproved,
  markRejected,
  selectLatestApplication,
  selectPendingApplications,
} from './queries';

const QUEUE_LIMIT = 200;
/** Invitation codes: no 0/O or 1/I, which people misread when they pass a code on. */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 8;

function toApplication(row: AgentApplicationRecord): AgentApplication {
  return {
    id: row.id.toString(),
    status: row.status,
    reason: row.reason,
    expectedTeamSize: row.expected_team_size,
    contact: row.contact,
    createdAt: new Date(row.created_at).toISOString(),
    decidedAt: row.decided_at ? new Date(row.decided_at).toISOString() : null,
    rejectReason: row.reject_reason,
  };
}

/** Who may apply: an ordinary member (type 0); agents, trial users and the house may not. */
function checkMayApply(member: MemberRow): void {
  if (isAgentType(member.type) || member.isHouse) {
    throw new AppError(409, ErrorCode.ALREADY_AGENT, 'This account is already an agent.');
  }
  if (member.type !== MEMBER_TYPE.MEMBER) {
    throw new AppError(403, ErrorCode.REAL_ACCOUNT_REQUIRED, 'A real account is needed for this.');
  }
}

function decided(): AppError {
  return new AppError(409, ErrorCode.AGENT_APPLICATION_DECIDED, 'This application has already been decided.');
}

/** A fresh invitation code no member holds; the unique index on members is the backstop of a rare race. */
async function newAffiliateCode(runner: SqlRunner): Promise<string> {
  for (let attempt = 0; attempt < 10; attempt++) {
    let code = '';
    for (let index = 0; index < CODE_LENGTH; index++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
    if (!(await isAffiliateCodeTaken(runner, code))) return code;
  }
  throw new Error('No free invitation code after 10 draws');
}

/**
 * Becoming an agent (member-and-agent-centres spec §6): a member applies, an operator approves or rejects it once.
 * An approval makes the member an agent of type 1 under its upline with an invitation code and an agent's wallet;
 * either decision tells the member in a platform message and is audited, all in the decision's transaction.
 */
export function createAgentApplications({ database }: { database: Database }) {
  async function apply(
    member: MemberRow,
    input: { reason: string; expectedTeamSize: number; contact: string },
  ): Promise<AgentApplication> {
    checkMayApply(member);
    const row = await insertApplication(database, member.id, input);
    if (!row) {
      throw new AppError(
        409,
        ErrorCode.AGENT_APPLICATION_OPEN,
        'You already have an agent application waiting for review.',
      );
    }
    return toApplication(row);
  }

  async function mine(member: MemberRow): Promise<MyAgentApplication> {
    const latest = await selectLatestApplication(database, member.id);
    const isAgent = isAgentType(member.type);
    return {
      canApply: member.type === MEMBER_TYPE.MEMBER && !member.isHouse && latest?.status !== 'PENDING',
      isAgent,
      affiliateCode: isAgent ? member.affiliateCode : null,
      latest: latest ? toApplication(latest) : null,
    };
  }

  async function pending(): Promise<OpsAgentApplication[]> {
    const rows = await selectPendingApplications(database, QUEUE_LIMIT);
    const who = await selectAccountsWithUpline(
      database,
      rows.map((row) => row.member_id),
    );
    return rows.map((row) => {
      const member = who.get(row.member_id);
      if (!member) throw new Error(`Member ${row.member_id} of application ${row.id} does not exist`);
      return {
        id: row.id.toString(),
        memberId: row.member_id.toString(),
        account: member.account,
        upline: member.upline,
        reason: row.reason,
        expectedTeamSize: row.expected_team_size,
        contact: row.contact,
        createdAt: new Date(row.created_at).toISOString(),
      };
    });
  }

  /** A decision that changed nothing says why: no such application, or already decided. */
  async function refusal(id: bigint): Promise<AppError> {
    if (await applicationExists(database, id)) return decided();
    return new AppError(404, ErrorCode.NOT_FOUND, 'No such application.');
  }

  async function approve(id: bigint, operatorId: bigint): Promise<AgentApplicationApproved> {
    const outcome = await withRetry(() =>
      database.transaction(async (tx) => {
        const row = await markApproved(tx, id, operatorId);
        if (!row) return undefined;
        const affiliateCode = await promoteToAgent(tx, row.member_id, await newAffiliateCode(tx));
        // A member that became an agent some other way: the approval is refused and the row stays pending.
        if (!affiliateCode)
          throw new AppError(409, ErrorCode.ALREADY_AGENT, 'This account is already an agent.');
        await notifyMember(tx, row.member_id, MessageKind.AGENT_APPLICATION_APPROVED, {
          applicationId: row.id.toString(),
          affiliateCode,
        });
        await writeAudit(tx, {
          operatorId,
          action: 'AGENT_APPLICATION_APPROVE',
          targetType: 'agent_application',
          targetId: row.id.toString(),
          detail: { memberId: row.member_id.toString(), type: MEMBER_TYPE.AGENT, affiliateCode },
        });
        return { memberId: row.member_id, affiliateCode };
      }),
    );
    if (!outcome) throw await refusal(id);
    const member = await selectMemberById(database.db, outcome.memberId);
    if (!member) throw new Error(`Member ${outcome.memberId} vanished after its approval`);
    return {
      memberId: member.id.toString(),
      account: member.account,
      type: member.type,
      affiliateCode: outcome.affiliateCode,
    };
  }

  async function reject(id: bigint, operatorId: bigint, reason: string): Promise<void> {
    const row = await withRetry(() =>
      database.transaction(async (tx) => {
        const changed = await markRejected(tx, id, operatorId, reason);
        if (!changed) return undefined;
        await notifyMember(tx, changed.member_id, MessageKind.AGENT_APPLICATION_REJECTED, {
          applicationId: changed.id.toString(),
          reason,
        });
        await writeAudit(tx, {
          operatorId,
          action: 'AGENT_APPLICATION_REJECT',
          targetType: 'agent_application',
          targetId: changed.id.toString(),
          detail: { memberId: changed.member_id.toString(), reason },
        });
        return changed;
      }),
    );
    if (!row) throw await refusal(id);
  }

  return { apply, mine, pending, approve, reject };
}

export type AgentApplications = ReturnType<typeof createAgentApplications>;
