import { zTotpSetup } from '@playhall/contracts/accounts';
import { envelope, zDone, zIdParam } from '@playhall/contracts/envelope';
import { zOpsOperatorRow, zOpsTotpCode } from '@playhall/contracts/ops';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope';
import type { OperatorAccounts } from './operator-accounts';
import type { OperatorAuth } from './operator-auth';
import type { OperatorTotp } from './operator-totp';

export type OpsSecurityRoutesOptions = {
  operatorAuth: OperatorAuth;
  totp: OperatorTotp;
  accounts: OperatorAccounts;
  loginAttemptsPerMinute: number;
};

const tags = ['operator console'];
const done = envelope(zDone);

/** The operator's authenticator set-up, and colleagues' recovery of lost authenticators and locked names. */
export const opsSecurityRoutes: FastifyPluginAsyncZod<OpsSecurityRoutesOptions> = async (app, options) => {
  const { operatorAuth, totp, accounts } = options;
  const enrolling = { config: { rateLimit: { max: options.loginAttemptsPerMinute, timeWindow: 60_000 } } };

  app.post(
    '/ops/api/session/totp/setup',
    {
      onRequest: operatorAuth.operatorFirst({ allowEnrolment: true }),
      ...enrolling,
      schema: {
        tags,
        summary: 'Authenticator set-up (first login): the secret as text and QR code, until it is confirmed',
        response: { 200: envelope(zTotpSetup) },
      },
    },
    async (request) =>
      ok(await totp.setup(await operatorAuth.requireOperator(request, { allowEnrolment: true }))),
  );

  app.post(
    '/ops/api/session/totp/enable',
    {
      onRequest: operatorAuth.operatorFirst({ allowEnrolment: true }),
      ...enrolling,
      schema: {
        tags,
        summary: 'Confirm the authenticator with its first code; the console opens',
        body: zOpsTotpCode,
        response: { 200: done },
      },
    },
    async (request) => {
      const me = await operatorAuth.requireOperator(request, { allowEnrolment: true });
      await totp.enable(me, request.body.code);
      return ok({});
    },
  );

  app.get(
    '/ops/api/operators',
    {
      onRequest: operatorAuth.operatorFirst(),
      schema: {
        tags,
        summary: 'Operators, with their authenticator and lock state',
        response: { 200: envelope(z.array(zOpsOperatorRow)) },
      },
    },
    async (request) => ok(await accounts.list(await operatorAuth.requireOperator(request))),
  );

  app.post(
    '/ops/api/operators/:id/totp-reset',
    {
      onRequest: operatorAuth.operatorFirst(),
      schema: {
        tags,
        summary:
          "Reset a colleague's lost authenticator: their sessions end, the next login sets up a new one",
        params: zIdParam,
        response: { 200: done },
      },
    },
    async (request) => {
      await accounts.resetTotp(await operatorAuth.requireOperator(request), BigInt(request.params.id));
      return ok({});
    },
  );

  app.post(
    '/ops/api/operators/:id/unlock',
    {
      onRequest: operatorAuth.operatorFirst(),
      schema: {
        tags,
        summary: "Lift the lock on a colleague's name after failed logins",
        params: zIdParam,
        response: { 200: done },
      },
    },
    async (request) => {
      await accounts.unlock(await operatorAuth.requireOperator(request), BigInt(request.params.id));
      return ok({});
    },
  );
};
