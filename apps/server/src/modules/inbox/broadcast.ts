import { ErrorCode } from '@playhall/contracts/error-codes';
import type { MessageAudience, OpsMessageInput, OpsMessageSent } from '@playhall/contracts/inbox';
import { writeAudit } from '../../audit/audit-log';
import type { Database, SqlRunner } from '../../db/database';
import { AppError } from '../../http/app-error';
import { selectMessageableMemberIds } from '../member/queries';
import { MessageKind } from './notify';

/**
 * An operator's message to one member, every member of a VIP rank or every member: one platform message per
 * recipient (kind OPERATOR_MESSAGE), written with its audit line in one transaction, so a send is whole or absent.
 * The recipients are the real accounts of that moment; a member who registers later does not get it.
 */
export function createBroadcast({
  database,
  membersAtRank,
}: {
  database: Database;
  /** The rewards module's VIP ranks (above inbox; the wiring passes them in): null when no such rank exists. */
  membersAtRank: (runner: SqlRunner, level: number) => Promise<bigint[] | null>;
}) {
  async function recipients(runner: SqlRunner, audience: MessageAudience): Promise<bigint[]> {
    switch (audience.to) {
      case 'MEMBER': {
        const ids = await selectMessageableMemberIds(runner, audience.account);
        if (ids.length === 0)
          throw new AppError(404, ErrorCode.RECIPIENT_NOT_FOUND, 'No member has this account.');
        return ids;
      }
      case 'VIP_RANK': {
        const ids = await membersAtRank(runner, audience.level);
        if (ids === null)
          throw new AppError(404, ErrorCode.RECIPIENT_NOT_FOUND, 'The brand has no such VIP rank.');
        return ids;
      }
      case 'ALL':
        return selectMessageableMemberIds(runner, null);
    }
  }

  return async function send(operatorId: bigint, input: OpsMessageInput): Promise<OpsMessageSent> {
    return database.transaction(async (tx) => {
      const ids = await recipients(tx, input.audience);
      if (ids.length === 0)
        throw new AppError(409, ErrorCode.NO_RECIPIENTS, 'Nobody is in this audience: nothing was sent.');
      // postgres.js takes a bigint[] parameter as text; both engines cast it back.
      await tx.query(
        `insert into member_messages (member_id, kind, params)
         select id, $2, jsonb_build_object('title', $3::text, 'body', $4::text) from unnest($1::bigint[]) as id`,
        [ids.map(String), MessageKind.OPERATOR_MESSAGE, input.title, input.body],
      );
      await writeAudit(tx, {
        operatorId,
        action: 'MESSAGE_SEND',
        targetType: input.audience.to === 'MEMBER' ? 'member' : 'audience',
        targetId: input.audience.to === 'MEMBER' ? String(ids[0]) : audienceName(input.audience),
        detail: { audience: input.audience, title: input.title, recipients: ids.length },
      });
      return { recipients: ids.length };
    });
  };
}

function audienceName(audience: MessageAudience): string {
  return audience.to === 'VIP_RANK' ? `VIP_RANK:${audience.level}` : audience.to;
}

export type Broadcast = ReturnType<typeof createBroadcast>;
