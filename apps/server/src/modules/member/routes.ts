import {
  zAffiliateQuery,
  zAffiliateResult,
  zForgotByEmail,
  zMemberInfo,
  zPasswordChange,
  zPasswordChanged,
  zRegisterRequest,
  zResetByLink,
  zResetByPhone,
  zSessionGranted,
} from '@playhall/contracts/accounts';
import { envelope, zDone } from '@playhall/contracts/envelope';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database';
import type { ClientInfo } from '../../http/client-info';
import { ok } from '../../http/envelope';
import type { Authenticator } from '../session/authenticate';
import { toMemberInfo } from './member-info';
import type { PasswordService } from './passwords';
import { selectAgentByAffiliateCode } from './queries';
import type { Registration } from './register';

export type MemberRoutesOptions = {
  database: Database;
  auth: Authenticator;
  registration: Registration;
  passwords: PasswordService;
  clientInfo: (request: FastifyRequest) => ClientInfo;
  loginAttemptsPerMinute: number;
};

const tags = ['member'];

export const memberRoutes: FastifyPluginAsyncZod<MemberRoutesOptions> = async (app, options) => {
  const { auth, registration, passwords, clientInfo } = options;
  const userAgent = (request: FastifyRequest) => request.headers['user-agent'] ?? null;
  const sensitiveLimit = { rateLimit: { max: options.loginAttemptsPerMinute, timeWindow: 60_000 } };

  for (const [path, mode] of [
    ['/wps/member/register', 'USERNAME'],
    ['/wps/member/register/mobile', 'MOBILE'],
  ] as const) {
    app.put(
      path,
      {
        config: { ...sensitiveLimit, encryptedBody: true },
        schema: {
          tags,
          summary: `Register (${mode === 'USERNAME' ? 'account name' : 'mobile number'} mode) and log in`,
          body: zRegisterRequest,
          response: { 200: envelope(zSessionGranted) },
        },
      },
      async (request) =>
        ok(await registration.register(mode, request.body, clientInfo(request), userAgent(request))),
    );
  }

  app.get(
    '/wps/agent/affiliate',
    {
      config: sensitiveLimit,
      schema: {
        tags,
        summary: 'Is this invitation (affiliate) code valid?',
        querystring: zAffiliateQuery,
        response: { 200: envelope(zAffiliateResult) },
      },
    },
    async (request) => {
      const agent = await selectAgentByAffiliateCode(options.database.db, request.query.code);
      return ok({ valid: agent !== undefined, agentAccount: null });
    },
  );

  app.get(
    '/wps/member/info',
    {
      onRequest: auth.callerFirst({ allowPasswordChange: true }),
      schema: { tags, summary: 'The logged-in member', response: { 200: envelope(zMemberInfo) } },
    },
    async (request) => {
      const session = await auth.requireAuth(request, { allowPasswordChange: true });
      return ok(toMemberInfo(session.member, session));
    },
  );

  app.post(
    '/wps/member/password',
    {
      onRequest: auth.callerFirst({ allowPasswordChange: true, real: true }),
      config: { ...sensitiveLimit, encryptedBody: true },
      schema: {
        tags,
        summary: 'Change password: ends every session and answers a fresh token (encrypted body accepted)',
        body: zPasswordChange,
        response: { 200: envelope(zPasswordChanged) },
      },
    },
    async (request) => {
      const session = await auth.requireAuth(request, { allowPasswordChange: true, real: true });
      return ok(
        await passwords.change(session.member, request.body, clientInfo(request), userAgent(request)),
      );
    },
  );

  app.post(
    '/wps/member/password/email',
    {
      config: { ...sensitiveLimit, bodyTypes: ['form'] },
      schema: {
        tags,
        summary: 'Forgot password: e-mail a reset link (form-urlencoded); the same answer for any account',
        body: zForgotByEmail,
        response: { 200: envelope(zDone) },
      },
    },
    async (request) => {
      // Answered before any lookup, so neither the answer nor its timing tells whether the account exists (A6).
      passwords.requestResetByEmail(request.body).catch((error: unknown) => {
        request.log.error({ err: error }, 'password reset e-mail failed');
      });
      return ok({});
    },
  );

  app.post(
    '/wps/member/password/reset',
    {
      config: sensitiveLimit,
      schema: {
        tags,
        summary: 'Set a new password from an e-mailed reset link',
        body: zResetByLink,
        response: { 200: envelope(zDone) },
      },
    },
    async (request) => {
      await passwords.resetByLink(request.body);
      return ok({});
    },
  );

  app.post(
    '/wps/member/password/verification',
    {
      config: { ...sensitiveLimit, encryptedBody: true },
      schema: {
        tags,
        summary: 'Reset the password with an SMS code, then log in (encrypted body accepted)',
        body: zResetByPhone,
        response: { 200: envelope(zSessionGranted) },
      },
    },
    async (request) =>
      ok(await passwords.resetByPhone(request.body, clientInfo(request), userAgent(request))),
  );
};
