import type { DownlineCreated, zCreateDownline } from '@playhall/contracts/agent-accounts';
import type { FieldError } from '@playhall/contracts/envelope';
import { ErrorCode, FieldErrorCode } from '@playhall/contracts/error-codes';
import type { z } from 'zod';
import type { Database } from '../../db/database';
import type { MemberRow } from '../../db/schema/members';
import { AppError } from '../../http/app-error';
import type { ClientInfo } from '../../http/client-info';
import { hashPassword } from '../../security/passwords';
import { insertMember, selectMemberByAccount } from '../member/queries';
import { parsePhone } from '../verification/phone';
import { isUniqueViolation, withFreshCode } from './affiliate-code';

export type CreateDownlineInput = z.output<typeof zCreateDownline>;

export type DownlineAccountDeps = {
  database: Database;
  /** The brand's registration field rules and password strength check, as registration runs them. */
  checkFields(input: CreateDownlineInput): Promise<FieldError[]>;
  defaultDialingCode(): Promise<string>;
};

function usernameTaken(): AppError {
  return new AppError(409, ErrorCode.USERNAME_TAKEN, 'This account name is taken.', [
    { field: 'username', code: FieldErrorCode.INVALID_VALUE, message: 'This account name is taken.' },
  ]);
}

/**
 * registerCenter (issue 13): an agent opens a player or a sub-agent account directly under itself. The fields
 * follow the brand's registration rules; the agent chose the password, so the new member must change it at its
 * first login; a sub-agent gets an invitation code of its own.
 */
export function createDownlineAccounts({ database, checkFields, defaultDialingCode }: DownlineAccountDeps) {
  return async function createDownline(
    agent: MemberRow,
    input: CreateDownlineInput,
    client: ClientInfo,
  ): Promise<DownlineCreated> {
    const errors = await checkFields(input);
    if (errors.length > 0)
      throw new AppError(400, ErrorCode.VALIDATION_FAILED, 'The new account is not valid.', errors);
    const phone = input.mobileNum
      ? parsePhone(input.countryDialingCode ?? (await defaultDialingCode()), input.mobileNum)
      : null;
    const passwordHash = await hashPassword(input.password);
    const isAgent = input.type === 1;
    const insert = (affiliateCode: string | null) =>
      database.transaction((tx) =>
        insertMember(tx, {
          account: input.username,
          type: input.type,
          uplineId: agent.id,
          passwordHash,
          passwordMustChange: true,
          affiliateCode,
          realName: input.realName ?? null,
          mobileDialingCode: phone?.dialingCode ?? null,
          mobileNum: phone?.number ?? null,
          mobileVerified: false,
          registeredIp: client.ip,
        }),
      );
    const nameIsTaken = async () => (await selectMemberByAccount(database.db, input.username)) !== undefined;
    let id: bigint;
    let affiliateCode: string | null = null;
    try {
      id = isAgent
        ? await withFreshCode(
            async (code) => {
              affiliateCode = code;
              return insert(code);
            },
            async () => !(await nameIsTaken()),
          )
        : await insert(null);
    } catch (error) {
      if (isUniqueViolation(error) && (await nameIsTaken())) throw usernameTaken();
      throw error;
    }
    return {
      id: id.toString(),
      account: input.username,
      type: input.type,
      affiliateCode,
      mustChangePassword: true,
    };
  };
}

export type CreateDownline = ReturnType<typeof createDownlineAccounts>;
