import { envelope } from '@playhall/contracts/envelope';
import {
  BONUS_TYPES,
  zBalance,
  zConsolidatedFunds,
  zMerchantWalletQuery,
  zTransactionPage,
  zTransactionsQuery,
  zTransferAllRequest,
  zTransferRequest,
  zTransferResult,
  zWallet,
} from '@playhall/contracts/wallet';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope';
import type { Authenticator } from '../session/authenticate';
import type { WalletService } from './service';

const tags = ['wallet'];

export const walletRoutes: FastifyPluginAsyncZod<{ auth: Authenticator; wallet: WalletService }> = async (
  app,
  { auth, wallet },
) => {
  // Every call here is a signed-in member's (trial accounts may read their balance): settled before anything of the request is read.
  app.addHook('onRequest', auth.callerFirst());
  app.get(
    '/wps/v2/wallets/balance',
    { schema: { tags, summary: 'Main wallet balance', response: { 200: envelope(zBalance) } } },
    async (request) => ok(await wallet.balance((await auth.requireAuth(request)).memberId)),
  );

  app.get(
    '/wps/v2/wallets/merchant',
    {
      schema: {
        tags,
        summary: 'Merchant wallets: the main wallet only (isSingle) or with every transfer-wallet vendor',
        querystring: zMerchantWalletQuery,
        response: { 200: envelope(z.array(zWallet)) },
      },
    },
    async (request) => {
      const { memberId } = await auth.requireAuth(request);
      const single = request.query.isSingle === 'true' || request.query.isSingle === '1';
      return ok(await wallet.wallets(memberId, single));
    },
  );

  app.get(
    '/wps/member/info/funds/consolidated',
    {
      onRequest: auth.callerFirst({ real: true }),
      schema: {
        tags,
        summary: 'Consolidated funds and contract menus (not for trial users)',
        response: { 200: envelope(zConsolidatedFunds) },
      },
    },
    async (request) =>
      ok(await wallet.consolidated((await auth.requireAuth(request, { real: true })).memberId)),
  );

  app.post(
    '/wps/v2/wallets/transfer',
    {
      onRequest: auth.callerFirst({ real: true }),
      schema: {
        tags,
        summary: 'Wallet transfer between the main wallet and a vendor wallet (idempotent per requestId)',
        body: zTransferRequest,
        response: { 200: envelope(zTransferResult) },
      },
    },
    async (request) =>
      ok(await wallet.transfer((await auth.requireAuth(request, { real: true })).memberId, request.body)),
  );

  app.post(
    '/wps/v2/wallets/transfer/all',
    {
      onRequest: auth.callerFirst({ real: true }),
      schema: {
        tags,
        summary: 'All vendor wallets back to the main wallet (idempotent per requestId)',
        body: zTransferAllRequest,
        response: { 200: envelope(zTransferResult) },
      },
    },
    async (request) =>
      ok(
        await wallet.transferAllToMain(
          (await auth.requireAuth(request, { real: true })).memberId,
          request.body.requestId,
        ),
      ),
  );

  app.get(
    '/wps/member/transactions',
    {
      onRequest: auth.callerFirst({ real: true }),
      schema: {
        tags,
        summary: 'Account record: every ledger movement of the member, newest first',
        querystring: zTransactionsQuery,
        response: { 200: envelope(zTransactionPage) },
      },
    },
    async (request) => {
      const { memberId } = await auth.requireAuth(request, { real: true });
      const { type, ...rest } = request.query;
      return ok(await wallet.statement(memberId, { ...rest, kinds: type ? [type] : null }));
    },
  );

  app.get(
    '/wps/member/transactions/bonus',
    {
      onRequest: auth.callerFirst({ real: true }),
      schema: {
        tags,
        summary: 'Bonus details: bonus, rebate and commission movements',
        querystring: zTransactionsQuery,
        response: { 200: envelope(zTransactionPage) },
      },
    },
    async (request) => {
      const { memberId } = await auth.requireAuth(request, { real: true });
      const { type, ...rest } = request.query;
      const kinds = type ? BONUS_TYPES.filter((kind) => kind === type) : BONUS_TYPES;
      return ok(await wallet.statement(memberId, { ...rest, kinds }));
    },
  );
};
