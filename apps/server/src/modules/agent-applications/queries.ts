// The agent applications' SQL, one named function per statement. A decision is one conditional UPDATE from
// PENDING: of two operators deciding at once exactly one changes the row, the other finds it decided.
import type { SqlRunner } from '../../db/database';

export type AgentApplicationRecord = {
  id: bigint;
  member_id: bigint;
  status: 'PENDING' | 'APPROVED' | 'REJECTED';
  reason: string;
  expected_team_size: number;
  contact: string;
  decided_by: bigint | null;
  decided_at: Date | null;
  reject_reason: string | null;
  created_at: Date;
};

/** A new PENDING application; undefined when the member already has one open (the partial unique index). */
export async function insertApplication(
  runner: SqlRunner,
  memberId: bigint,
  input: { reason: string; expectedTeamSize: number; contact: string },
): Promise<AgentApplicationRecord | undefined> {
  const [row] = await runner.query<AgentApplicationRecord>(
    `insert into agent_applications (member_id, reason, expected_team_size, contact) values ($1, $2, $3, $4)
     on conflict (member_id) where status = 'PENDING' do nothing
     returning *`,
    [memberId, input.reason, input.expectedTeamSize, input.contact],
  );
  return row;
}

/** The member's newest application, whatever its state. */
export async function selectLatestApplication(
  runner: SqlRunner,
  memberId: bigint,
): Promise<AgentApplicationRecord | undefined> {
  const [row] = await runner.query<AgentApplicationRecord>(
    'select * from agent_applications where member_id = $1 order by id desc limit 1',
    [memberId],
  );
  return row;
}

/** The applications waiting for an operator, oldest first. */
export function selectPendingApplications(
  runner: SqlRunner,
  limit: number,
): Promise<AgentApplicationRecord[]> {
  return runner.query<AgentApplicationRecord>(
    `select * from agent_applications where status = 'PENDING' order by id limit $1`,
    [limit],
  );
}

/** PENDING → APPROVED. */
export async function markApproved(
  tx: SqlRunner,
  id: bigint,
  operatorId: bigint,
): Promise<AgentApplicationRecord | undefined> {
  const [row] = await tx.query<AgentApplicationRecord>(
    `update agent_applications set status = 'APPROVED', decided_by = $2, decided_at = now()
     where id = $1 and status = 'PENDING' returning *`,
    [id, operatorId],
  );
  return row;
}

/** PENDING → REJECTED, with the reason the member is told. */
export async function markRejected(
  tx: SqlRunner,
  id: bigint,
  operatorId: bigint,
  reason: string,
): Promise<AgentApplicationRecord | undefined> {
  const [row] = await tx.query<AgentApplicationRecord>(
    `update agent_applications set status = 'REJECTED', decided_by = $2, decided_at = now(), reject_reason = $3
     where id = $1 and status = 'PENDING' returning *`,
    [id, operatorId, reason],
  );
  return row;
}

export async function applicationExists(runner: SqlRunner, id: bigint): Promise<boolean> {
  const rows = await runner.query('select 1 from agent_applications where id = $1', [id]);
  return rows.length > 0;
}
