import type { DownlineTransferred, zTransferDownline } from '@playhall/contracts/agent-accounts';
import { ErrorCode } from '@playhall/contracts/error-codes';
import { formatAmount, parseAmount } from '@playhall/contracts/money';
import type { Brand } from '@playhall/contracts/system';
import type { z } from 'zod';
import type { Database } from '../../db/database';
import type { MemberRow } from '../../db/schema/members';
import { AppError } from '../../http/app-error';
import { MessageKind, notifyMember } from '../inbox/notify';
import { mainWalletCode } from '../ledger/accounts';
import { withRetry } from '../ledger/ledger-error';
import { post } from '../ledger/post';
import { selectBalanceAfter } from '../ledger/statements';
import { selectMemberById } from '../member/queries';
import { requireInTeam } from '../member/team-scope';
import { refuseWhileWagering } from '../rewards/wagering';
import { recordDailyMoney } from '../team-figures/daily-money';

export type TransferDownlineInput = z.output<typeof zTransferDownline>;

export type DownlineTransferDeps = {
  database: Database;
  brand: () => Promise<Brand>;
  /** The payment password check of the cashier (S5), with its lock-out after wrong tries. */
  checkPaymentPassword(member: MemberRow, paymentPassword: string): Promise<void>;
};

/**
 * An agent sends money to a direct downline (player or agent), with its payment password (S5). One ledger
 * posting (TRANSFER_DOWNLINE) under the agent's request id, with both members' daily figures (decision 0028): the same id again answers exactly as the first time, the
 * same id for another amount or downline is refused (IDEMPOTENCY_KEY_REUSED). The downline gets a message in the
 * same transaction. A locked downline is refused (DOWNLINE_LOCKED): it cannot log in to use the money, and a
 * lock is an operator's decision that a transfer must not work around.
 */
export function createDownlineTransfer({ database, brand, checkPaymentPassword }: DownlineTransferDeps) {
  return async function transferToDownline(
    agent: MemberRow,
    input: TransferDownlineInput,
  ): Promise<DownlineTransferred> {
    const downlineId = BigInt(input.downlineId);
    await requireInTeam(database, agent.id, downlineId, 'direct');
    const downline = await selectMemberById(database.db, downlineId);
    if (!downline) throw new AppError(404, ErrorCode.NOT_IN_TEAM, 'No such member in your team.');
    if (downline.status === 'LOCKED')
      throw new AppError(409, ErrorCode.DOWNLINE_LOCKED, 'This downline account is locked.');
    await checkPaymentPassword(agent, input.paymentPassword);
    const amount = parseAmount(input.amount);
    const { currency } = await brand();
    const reference = `downline:${agent.id}:${input.requestId}`;
    const posted = await withRetry(() =>
      database.transaction(async (tx) => {
        const result = await post(tx, {
          key: reference,
          kind: 'TRANSFER_DOWNLINE',
          currency,
          reference,
          memo: { from: agent.account, to: downline.account },
          entries: [
            { accountCode: mainWalletCode(agent.id), amount: -amount },
            { accountCode: mainWalletCode(downline.id), amount },
          ],
        });
        // A replay moved nothing: no figure changes and nobody is told anything new.
        if (!result.replayed) {
          // After the posting, which writes the wallet's row: the agent's own bonus being wagered keeps it here.
          await refuseWhileWagering(tx, agent.id);
          await recordDailyMoney(tx, agent.id, { transfersOut: amount });
          await recordDailyMoney(tx, downline.id, { transfersIn: amount });
          await notifyMember(tx, downline.id, MessageKind.TRANSFER_FROM_UPLINE, {
            amount: formatAmount(amount),
            from: agent.account,
          });
        }
        return result;
      }),
    );
    const balance = posted.replayed
      ? await selectBalanceAfter(database, posted.transactionId, mainWalletCode(agent.id))
      : posted.accounts[0]?.balance;
    return {
      transactionId: posted.transactionId.toString(),
      downlineAccount: downline.account,
      amount: formatAmount(amount),
      balance: formatAmount(balance ?? 0n),
    };
  };
}

export type DownlineTransfer = ReturnType<typeof createDownlineTransfer>;
