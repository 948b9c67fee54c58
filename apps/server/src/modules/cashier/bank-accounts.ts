import { ErrorCode } from '@playhall/contracts/error-codes';
import type { Database } from '../../db/database';
import type { MemberRow } from '../../db/schema/members';
import { AppError } from '../../http/app-error';
import { hashPassword, verifyPassword } from '../../security/passwords';
import { setPaymentPasswordHash } from '../member/queries';
import { countRecentFailures, insertFailure } from '../session/failures';

const PAYMENT_PASSWORD_TRIES = 5;

type BankAccountRow = {
  id: bigint;
  bank_name: string;
  account_number: string;
  account_name: string;
  created_at: Date;
};

export function maskAccountNumber(number: string): string {
  return `${'*'.repeat(Math.max(0, number.length - 4))}${number.slice(-4)}`;
}

function sameName(a: string, b: string): boolean {
  const normal = (text: string) => text.normalize('NFKC').replace(/\s+/g, ' ').trim().toLowerCase();
  return normal(a) === normal(b);
}

/** A fresh login password for every change of payout account or payment password (S5). */
async function requirePassword(member: MemberRow, password: string): Promise<void> {
  if (!(await verifyPassword(member.passwordHash, password))) {
    throw new AppError(400, ErrorCode.WRONG_PASSWORD, 'The password is not correct.');
  }
}

/**
 * Payout accounts and the payment password (security centre). Binding and removing need the login password
 * (S5), and the payee name must be the member's real name: money only ever goes to the member.
 */
export function createBankAccounts(database: Database) {
  function toBankAccount(row: BankAccountRow) {
    return {
      id: row.id.toString(),
      bankName: row.bank_name,
      accountNumber: maskAccountNumber(row.account_number),
      accountName: row.account_name,
      createdAt: new Date(row.created_at).toISOString(),
    };
  }

  async function list(memberId: bigint) {
    const rows = await database.query<BankAccountRow>(
      'select * from bank_accounts where member_id = $1 and active order by id',
      [memberId],
    );
    return rows.map(toBankAccount);
  }

  async function bind(
    member: MemberRow,
    input: { bankName: string; accountNumber: string; accountName: string; password: string },
  ) {
    await requirePassword(member, input.password);
    if (!member.realName) {
      throw new AppError(
        409,
        ErrorCode.REAL_NAME_REQUIRED,
        'Set your real name in the security centre first.',
      );
    }
    if (!sameName(member.realName, input.accountName)) {
      throw new AppError(
        400,
        ErrorCode.PAYEE_NAME_MISMATCH,
        'The account holder must be you: use your real name.',
        [{ field: 'accountName', code: 'INVALID_VALUE', message: 'Real name format is incorrect' }],
      );
    }
    const [row] = await database.query<BankAccountRow>(
      `insert into bank_accounts (member_id, bank_name, account_number, account_name) values ($1, $2, $3, $4)
       on conflict (member_id, account_number) where active do nothing returning *`,
      [member.id, input.bankName, input.accountNumber, member.realName],
    );
    if (!row) throw new AppError(409, ErrorCode.CONFLICT, 'This account is already bound.');
    return toBankAccount(row);
  }

  /** Removing is a change too: a stolen session must not be able to clear the way for its own account. */
  async function remove(member: MemberRow, id: string, input: { password: string }): Promise<void> {
    await requirePassword(member, input.password);
    const rows = await database.query(
      'update bank_accounts set active = false where id = $1 and member_id = $2 and active returning id',
      [id, member.id],
    );
    if (rows.length === 0) throw new AppError(404, ErrorCode.NOT_FOUND, 'No such bank account.');
  }

  async function setPaymentPassword(
    member: MemberRow,
    input: { password: string; paymentPassword: string; confirmPaymentPassword: string },
  ) {
    await requirePassword(member, input.password);
    if (input.paymentPassword !== input.confirmPaymentPassword) {
      throw new AppError(400, ErrorCode.PASSWORD_MISMATCH, 'The two password entries are inconsistent.');
    }
    await setPaymentPasswordHash(database, member.id, await hashPassword(input.paymentPassword));
  }

  /**
   * A fresh payment password on every request that pays out (S5). Six digits are few: five wrong tries lock it for
   * fifteen minutes, counted in the database so that no number of addresses or nodes gets more.
   */
  async function checkPaymentPassword(member: MemberRow, paymentPassword: string): Promise<void> {
    if (!member.paymentPasswordHash) {
      throw new AppError(
        409,
        ErrorCode.PAYMENT_PASSWORD_NOT_SET,
        'Set a payment password in the security centre first.',
      );
    }
    const key = `payment-password:${member.id}`;
    if ((await countRecentFailures(database, key, 15)) >= BigInt(PAYMENT_PASSWORD_TRIES)) {
      throw new AppError(
        429,
        ErrorCode.PAYMENT_PASSWORD_LOCKED,
        'Too many wrong payment passwords; try again in 15 minutes.',
      );
    }
    if (!(await verifyPassword(member.paymentPasswordHash, paymentPassword))) {
      await insertFailure(database, key, '0.0.0.0');
      throw new AppError(400, ErrorCode.WRONG_PAYMENT_PASSWORD, 'The payment password is not correct.');
    }
  }

  return { list, bind, remove, setPaymentPassword, checkPaymentPassword };
}

export type BankAccounts = ReturnType<typeof createBankAccounts>;
