import {
  zCodeSent,
  zFreePlayRequest,
  zLoginRequest,
  zLoginResult,
  zSecondFactorSend,
  zSecondFactorVerify,
  zSessionGranted,
} from '@playhall/contracts/accounts';
import { envelope, zDone } from '@playhall/contracts/envelope';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database';
import type { ClientInfo } from '../../http/client-info';
import { ok } from '../../http/envelope';
import type { Authenticator } from './authenticate';
import type { SessionGranted } from './grant';
import type { LoginService } from './login';
import type { SecondFactorService } from './second-factor';
import { revokeSession } from './store';

export type SessionRoutesOptions = {
  database: Database;
  auth: Authenticator;
  login: LoginService;
  secondFactor: SecondFactorService;
  /** Free play: a new trial member, logged in (the member module makes it). */
  freePlay: (client: ClientInfo, userAgent: string | null) => Promise<SessionGranted>;
  clientInfo: (request: FastifyRequest) => ClientInfo;
  loginAttemptsPerMinute: number;
};

const tags = ['session'];

function userAgent(request: FastifyRequest): string | null {
  return request.headers['user-agent'] ?? null;
}

export const sessionRoutes: FastifyPluginAsyncZod<SessionRoutesOptions> = async (app, options) => {
  const { auth, login, secondFactor, clientInfo } = options;
  // Per address, in front of everything else: a flood of guesses is refused before any password is hashed.
  const loginLimit = { rateLimit: { max: options.loginAttemptsPerMinute, timeWindow: 60_000 } };

  app.post(
    '/wps/session/login',
    {
      config: { ...loginLimit, encryptedBody: true },
      schema: {
        tags,
        summary: 'Login by account and password, or by phone and SMS code (encrypted body accepted)',
        body: zLoginRequest,
        response: { 200: envelope(zLoginResult) },
      },
    },
    async (request) => ok(await login.login(request.body, clientInfo(request), userAgent(request))),
  );

  app.post(
    '/wps/session/login/challenge/send',
    {
      config: loginLimit,
      schema: {
        tags,
        summary: 'Second factor: send the SMS or e-mail code',
        body: zSecondFactorSend,
        response: { 200: envelope(zCodeSent) },
      },
    },
    async (request) =>
      ok(await secondFactor.sendCode(request.body.challengeId, request.body.method, clientInfo(request))),
  );

  app.post(
    '/wps/session/login/challenge/verify',
    {
      config: loginLimit,
      schema: {
        tags,
        summary: 'Second factor: answer the challenge',
        body: zSecondFactorVerify,
        response: { 200: envelope(zSessionGranted) },
      },
    },
    async (request) => ok(await secondFactor.verify(request.body, clientInfo(request), userAgent(request))),
  );

  app.post(
    '/wps/session/login/freeplay',
    {
      config: loginLimit,
      schema: {
        tags,
        summary: 'Free play: log in as a new trial user',
        body: zFreePlayRequest.optional(),
        response: { 200: envelope(zSessionGranted) },
      },
    },
    async (request) => ok(await options.freePlay(clientInfo(request), userAgent(request))),
  );

  app.delete(
    '/wps/session/logout',
    {
      onRequest: auth.callerFirst({ allowPasswordChange: true }),
      schema: { tags, summary: 'Logout: ends this session', response: { 200: envelope(zDone) } },
    },
    async (request) => {
      const session = await auth.requireAuth(request, { allowPasswordChange: true });
      await revokeSession(options.database, session.sessionId);
      return ok({});
    },
  );
};
