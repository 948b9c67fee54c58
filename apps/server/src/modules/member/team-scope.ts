import { ErrorCode } from '@playhall/contracts/error-codes';
import type { SqlRunner } from '../../db/database';
import { AppError } from '../../http/app-error';

/**
 * S8: an agent reaches its own downline at any depth, and nothing above or beside it. Every agent call that names
 * a member asks here first, on the server, with the closure table `member_tree` (one primary-key lookup).
 */

/** How far below `agentId` the member sits (1 = direct downline), or undefined when it is not in the team. */
export async function depthBelow(
  runner: SqlRunner,
  agentId: bigint,
  memberId: bigint,
): Promise<number | undefined> {
  const [row] = await runner.query<{ depth: number }>(
    'select depth from member_tree where ancestor_id = $1 and descendant_id = $2 and depth > 0',
    [agentId, memberId],
  );
  return row?.depth;
}

/**
 * The member's depth below the agent, or a 404 when it is not in the agent's team (or only a direct downline is
 * allowed and it sits deeper). A stranger's member is answered like one that does not exist, so that an agent
 * cannot probe accounts outside its team.
 */
export async function requireInTeam(
  runner: SqlRunner,
  agentId: bigint,
  memberId: bigint,
  scope: 'team' | 'direct' = 'team',
): Promise<number> {
  const depth = await depthBelow(runner, agentId, memberId);
  if (depth === undefined || (scope === 'direct' && depth !== 1))
    throw new AppError(404, ErrorCode.NOT_IN_TEAM, 'No such member in your team.');
  return depth;
}
