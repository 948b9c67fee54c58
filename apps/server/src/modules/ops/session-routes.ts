import { envelope, zDone } from '@playhall/contracts/envelope';
import { zOpsLogin, zOpsMe, zOpsPasswordChange, zOpsSession } from '@playhall/contracts/ops';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ClientInfo } from '../../http/client-info';
import { ok } from '../../http/envelope';
import type { OperatorAuth } from './operator-auth';

export type OpsSessionRoutesOptions = {
  operatorAuth: OperatorAuth;
  clientInfo: (request: FastifyRequest) => ClientInfo;
  loginAttemptsPerMinute: number;
};

const tags = ['operator console'];

/** The operator's session (/ops/api/session, /ops/api/me): login, logout, who I am, the first password change. */
export const opsSessionRoutes: FastifyPluginAsyncZod<OpsSessionRoutesOptions> = async (app, options) => {
  const { operatorAuth } = options;

  app.post(
    '/ops/api/session/login',
    {
      config: { rateLimit: { max: options.loginAttemptsPerMinute, timeWindow: 60_000 } },
      schema: {
        tags,
        summary:
          'Operator login: password, and the authenticator code once set up (five failures lock the name)',
        body: zOpsLogin,
        response: { 200: envelope(zOpsSession) },
      },
    },
    async (request) => ok(await operatorAuth.login(request.body, options.clientInfo(request).ip)),
  );

  app.delete(
    '/ops/api/session/logout',
    {
      onRequest: operatorAuth.operatorFirst({ allowPasswordChange: true, allowEnrolment: true }),
      schema: { tags, summary: 'Operator logout', response: { 200: envelope(zDone) } },
    },
    async (request) => {
      await operatorAuth.logout(
        await operatorAuth.requireOperator(request, { allowPasswordChange: true, allowEnrolment: true }),
      );
      return ok({});
    },
  );

  app.get(
    '/ops/api/me',
    {
      onRequest: operatorAuth.operatorFirst({ allowPasswordChange: true, allowEnrolment: true }),
      schema: {
        tags,
        summary: 'The logged-in operator',
        response: { 200: envelope(zOpsMe) },
      },
    },
    async (request) => {
      const me = await operatorAuth.requireOperator(request, {
        allowPasswordChange: true,
        allowEnrolment: true,
      });
      return ok({
        username: me.username,
        mustChangePassword: me.mustChangePassword,
        mustEnrolTotp: me.mustEnrolTotp,
      });
    },
  );

  app.post(
    '/ops/api/session/password',
    {
      onRequest: operatorAuth.operatorFirst({ allowPasswordChange: true, allowEnrolment: true }),
      config: { rateLimit: { max: options.loginAttemptsPerMinute, timeWindow: 60_000 } },
      schema: {
        tags,
        summary: 'Change the operator password (forced on first login)',
        body: zOpsPasswordChange,
        response: { 200: envelope(zDone) },
      },
    },
    async (request) => {
      const me = await operatorAuth.requireOperator(request, {
        allowPasswordChange: true,
        allowEnrolment: true,
      });
      await operatorAuth.changePassword(me, request.body.oldPassword, request.body.newPassword);
      return ok({});
    },
  );
};
