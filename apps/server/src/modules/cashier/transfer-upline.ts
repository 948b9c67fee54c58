import { ErrorCode } from '@playhall/contracts/error-codes';
import { formatAmount, parseAmount } from '@playhall/contracts/money';
import type { Brand } from '@playhall/contracts/system';
import type { Database } from '../../db/database';
import type { MemberRow } from '../../db/schema/members';
import { AppError } from '../../http/app-error';
import { mainWalletCode } from '../ledger/accounts';
import { withRetry } from '../ledger/ledger-error';
import { post } from '../ledger/post';
import { selectMemberById } from '../member/queries';
import { refuseWhileWagering } from '../rewards/wagering';
import { recordDailyMoney } from '../team-figures/daily-money';
import type { BankAccounts } from './bank-accounts';

/** transferUpline: a member sends money to its direct upline agent, with the payment password (S5). */
export function createUplineTransfer({
  database,
  brand,
  bankAccounts,
}: {
  database: Database;
  brand: () => Promise<Brand>;
  bankAccounts: BankAccounts;
}) {
  return async function transferToUpline(
    member: MemberRow,
    input: { amount: string; paymentPassword: string; requestId: string },
  ) {
    const upline =
      member.uplineId === null ? undefined : await selectMemberById(database.db, member.uplineId);
    if (!upline || upline.isHouse)
      throw new AppError(409, ErrorCode.NO_UPLINE_AGENT, 'Your account has no upline agent to send to.');
    await bankAccounts.checkPaymentPassword(member, input.paymentPassword);
    const amount = parseAmount(input.amount);
    const { currency } = await brand();
    const posted = await withRetry(() =>
      database.transaction(async (tx) => {
        const posting = await post(tx, {
          key: `upline:${member.id}:${input.requestId}`,
          kind: 'TRANSFER_UPLINE',
          currency,
          reference: `upline:${member.id}:${input.requestId}`,
          memo: { from: member.account, to: upline.account },
          entries: [
            { accountCode: mainWalletCode(member.id), amount: -amount },
            { accountCode: mainWalletCode(upline.id), amount },
          ],
        });
        if (!posting.replayed) {
          // After the posting, which writes the wallet's row: a bonus still being wagered keeps the money here.
          await refuseWhileWagering(tx, member.id);
          await recordDailyMoney(tx, member.id, { transfersOut: amount });
          await recordDailyMoney(tx, upline.id, { transfersIn: amount });
        }
        return posting;
      }),
    );
    return {
      transactionId: posted.transactionId.toString(),
      uplineAccount: upline.account,
      balance: formatAmount(posted.accounts[0]?.balance ?? 0n),
    };
  };
}

export type UplineTransfer = ReturnType<typeof createUplineTransfer>;
