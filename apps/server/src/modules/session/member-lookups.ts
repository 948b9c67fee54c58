import type { SqlRunner } from '../../db/database';
import type { MemberRow } from '../../db/schema/members';

/**
 * What logging in needs of members. The member module owns the members table and provides these (its
 * `memberLookups`); the wiring passes them in, because member imports session (it grants sessions) and a
 * session import of member would make the two a loop.
 */
export type MemberLookups = {
  byId(id: bigint): Promise<MemberRow | undefined>;
  byAccount(account: string): Promise<MemberRow | undefined>;
  byVerifiedPhone(dialingCode: string, number: string): Promise<MemberRow | undefined>;
  /** Stamps the first and the last login, inside the transaction that opens the session. */
  recordLogin(tx: SqlRunner, memberId: bigint): Promise<void>;
  /** Spends the time step of a member's authenticator code: true the first time only (RFC 6238 §5.2). */
  spendTotpStep(memberId: bigint, step: bigint): Promise<boolean>;
};
