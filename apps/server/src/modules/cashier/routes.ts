import {
  zBankAccount,
  zBindBankAccount,
  zConfirmWithdrawal,
  zCreateDeposit,
  zCreateWithdrawal,
  zDeposit,
  zDepositChannel,
  zProofParams,
  zRemoveBankAccount,
  zSetPaymentPassword,
  zTransferUpline,
  zUplineTransfer,
  zWithdrawal,
  zWithdrawalRules,
} from '@playhall/contracts/cashier';
import { envelope, zDone, zIdParam } from '@playhall/contracts/envelope';
import { ErrorCode } from '@playhall/contracts/error-codes';
import { zPage, zPageQuery } from '@playhall/contracts/paging';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database';
import { AppError } from '../../http/app-error';
import { ok } from '../../http/envelope';
import type { Authenticator } from '../session/authenticate';
import type { BankAccounts } from './bank-accounts';
import type { Deposits } from './deposits';
import { readProofs, storeProofs } from './proofs';
import type { UplineTransfer } from './transfer-upline';
import type { Withdrawals } from './withdrawals';

export type CashierRoutesOptions = {
  auth: Authenticator;
  database: Database;
  deposits: Deposits;
  withdrawals: Withdrawals;
  bankAccounts: BankAccounts;
  transferToUpline: UplineTransfer;
  /** Calls that check a password, per visitor address per minute. */
  sensitivePerMinute: number;
};

const tags = ['cashier'];
const done = envelope(zDone);

export const cashierRoutes: FastifyPluginAsyncZod<CashierRoutesOptions> = async (app, options) => {
  const { auth, deposits, withdrawals, bankAccounts } = options;
  // Every call here is a real member's: settled before anything of the request is read.
  app.addHook('onRequest', auth.callerFirst({ real: true }));
  const sensitive = { rateLimit: { max: options.sensitivePerMinute, timeWindow: 60_000 } };
  const member = async (request: Parameters<Authenticator['requireAuth']>[0]) =>
    (await auth.requireAuth(request, { real: true })).member;

  app.get(
    '/wps/cashier/deposit/channels',
    {
      schema: {
        tags,
        summary: 'Deposit channels with their limits',
        response: { 200: envelope(z.array(zDepositChannel)) },
      },
    },
    async (request) => {
      await member(request);
      return ok(await deposits.listChannels());
    },
  );

  app.post(
    '/wps/cashier/deposits',
    {
      schema: {
        tags,
        summary:
          'Start a deposit: a bank transfer to confirm, or an online payment (answers the payment page address)',
        body: zCreateDeposit,
        response: { 200: envelope(zDeposit) },
      },
    },
    async (request) => ok(await deposits.create((await member(request)).id, request.body)),
  );

  app.get(
    '/wps/cashier/deposits',
    {
      schema: {
        tags,
        summary: 'My deposits, newest first',
        querystring: zPageQuery,
        response: { 200: envelope(zPage(zDeposit)) },
      },
    },
    async (request) =>
      ok(
        await deposits.memberDeposits(
          (await member(request)).id,
          request.query.pageNo,
          request.query.pageSize,
        ),
      ),
  );

  app.get(
    '/wps/cashier/bank-accounts',
    { schema: { tags, summary: 'My payout accounts', response: { 200: envelope(z.array(zBankAccount)) } } },
    async (request) => ok(await bankAccounts.list((await member(request)).id)),
  );

  app.post(
    '/wps/cashier/bank-accounts',
    {
      config: sensitive,
      schema: {
        tags,
        summary: 'Bind a payout account (password required; holder = real name)',
        body: zBindBankAccount,
        response: { 200: envelope(zBankAccount) },
      },
    },
    async (request) => ok(await bankAccounts.bind(await member(request), request.body)),
  );

  app.delete(
    '/wps/cashier/bank-accounts/:id',
    {
      config: sensitive,
      schema: {
        tags,
        summary: 'Remove a payout account (password required)',
        params: zIdParam,
        body: zRemoveBankAccount,
        response: { 200: done },
      },
    },
    async (request) => {
      await bankAccounts.remove(await member(request), request.params.id, request.body);
      return ok({});
    },
  );

  app.post(
    '/wps/member/payment-password',
    {
      config: sensitive,
      schema: {
        tags,
        summary: 'Set or change the payment password (login password required)',
        body: zSetPaymentPassword,
        response: { 200: done },
      },
    },
    async (request) => {
      await bankAccounts.setPaymentPassword(await member(request), request.body);
      return ok({});
    },
  );

  app.get(
    '/wps/cashier/withdrawal/rules',
    {
      schema: {
        tags,
        summary: 'Withdrawal limits, today’s use and the turnover requirement',
        response: { 200: envelope(zWithdrawalRules) },
      },
    },
    async (request) => ok(await withdrawals.rules(await member(request))),
  );

  app.post(
    '/wps/cashier/withdrawals',
    {
      config: sensitive,
      schema: {
        tags,
        summary: 'Request a withdrawal: the amount is held until it is paid or refused',
        body: zCreateWithdrawal,
        response: { 200: envelope(zWithdrawal) },
      },
    },
    async (request) => ok(await withdrawals.create(await member(request), request.body)),
  );

  app.get(
    '/wps/cashier/withdrawals',
    {
      schema: {
        tags,
        summary: 'My withdrawals, newest first',
        querystring: zPageQuery,
        response: { 200: envelope(zPage(zWithdrawal)) },
      },
    },
    async (request) =>
      ok(
        await withdrawals.memberWithdrawals(
          (await member(request)).id,
          request.query.pageNo,
          request.query.pageSize,
        ),
      ),
  );

  app.post(
    '/wps/cashier/withdrawals/:id/confirm',
    {
      schema: {
        tags,
        summary: 'Confirm a payout: received (all or part) or full payment',
        params: zIdParam,
        body: zConfirmWithdrawal,
        response: { 200: envelope(zWithdrawal) },
      },
    },
    async (request) =>
      ok(await withdrawals.confirm(await member(request), BigInt(request.params.id), request.body)),
  );

  app.post(
    '/wps/cashier/withdrawals/:id/not-received',
    {
      config: { ...sensitive, bodyTypes: ['multipart'] },
      schema: {
        tags,
        summary:
          'Report a payout as not received, with up to three receipt images (multipart: files, remark)',
        params: zIdParam,
        response: { 200: envelope(zWithdrawal) },
      },
    },
    async (request) => {
      const owner = await member(request);
      // State and ownership first: nothing of the upload is read for a withdrawal that cannot take it.
      await withdrawals.assertAwaitingConfirmation(owner, BigInt(request.params.id));
      const { proofs, remark } = await readProofs(request);
      return ok(
        await withdrawals.notReceived(owner, BigInt(request.params.id), (tx) =>
          storeProofs(tx, BigInt(request.params.id), proofs, remark),
        ),
      );
    },
  );

  app.get(
    '/wps/member/withdrawals/:id/proofs/:file',
    {
      schema: {
        tags,
        summary: 'A receipt proof image of my withdrawal',
        params: zProofParams,
      },
    },
    async (request, reply) => {
      const owner = await member(request);
      const [proof] = await options.database.query<{ content_type: string; data: Uint8Array }>(
        `select p.content_type, p.data from withdrawal_proofs p join withdrawals w on w.id = p.withdrawal_id
         where p.withdrawal_id = $1 and p.file_name = $2 and w.member_id = $3`,
        [request.params.id, request.params.file, owner.id],
      );
      if (!proof) throw new AppError(404, ErrorCode.NOT_FOUND, 'No such proof.');
      return reply
        .type(proof.content_type)
        .header('cache-control', 'private, max-age=3600')
        .send(Buffer.from(proof.data));
    },
  );

  app.post(
    '/wps/cashier/transfer-upline',
    {
      config: sensitive,
      schema: {
        tags,
        summary: 'Send money to my direct upline agent (payment password required)',
        body: zTransferUpline,
        response: { 200: envelope(zUplineTransfer) },
      },
    },
    async (request) => ok(await options.transferToUpline(await member(request), request.body)),
  );
};
