import {
  zBindEmail,
  zBindEmailCode,
  zBindPhone,
  zBindPhoneCode,
  zCodeSent,
  zPasswordConfirm,
  zProfileUpdate,
  zSecurityOverview,
  zTotpCode,
  zTotpDisable,
  zTotpSetup,
} from '@playhall/contracts/accounts';
import { envelope, zDone } from '@playhall/contracts/envelope';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ClientInfo } from '../../http/client-info';
import { ok } from '../../http/envelope';
import type { Authenticator } from '../session/authenticate';
import { parsePhone } from '../verification/phone';
import { toMemberInfo } from './member-info';
import type { SecurityService } from './security';

const tags = ['security centre'];
const done = envelope(zDone);

export const securityRoutes: FastifyPluginAsyncZod<{
  auth: Authenticator;
  security: SecurityService;
  clientInfo: (request: FastifyRequest) => ClientInfo;
  sensitivePerMinute: number;
}> = async (app, { auth, security, clientInfo, sensitivePerMinute }) => {
  // Every call here is a real member's: settled before anything of the request is read.
  app.addHook('onRequest', auth.callerFirst({ real: true }));
  const member = async (request: FastifyRequest) => (await auth.requireAuth(request, { real: true })).member;
  const limited = { rateLimit: { max: sensitivePerMinute, timeWindow: 60_000 } };

  app.get(
    '/wps/member/security',
    {
      schema: {
        tags,
        summary: 'Security centre: profile and login history',
        response: { 200: envelope(zSecurityOverview) },
      },
    },
    async (request) => {
      const session = await auth.requireAuth(request, { real: true });
      return ok({
        info: toMemberInfo(session.member, session),
        loginHistory: await security.loginHistory(session.memberId),
      });
    },
  );

  app.put(
    '/wps/member/profile',
    {
      schema: {
        tags,
        summary: 'Update nickname, or set the real name once',
        body: zProfileUpdate,
        response: { 200: done },
      },
    },
    async (request) => {
      await security.updateProfile(await member(request), request.body);
      return ok({});
    },
  );

  app.post(
    '/wps/member/totp/setup',
    {
      config: limited,
      schema: {
        tags,
        summary: 'Start authenticator set-up (password required)',
        body: zPasswordConfirm,
        response: { 200: envelope(zTotpSetup) },
      },
    },
    async (request) => ok(await security.setupTotp(await member(request), request.body.password)),
  );

  app.post(
    '/wps/member/totp/enable',
    {
      config: limited,
      schema: {
        tags,
        summary: 'Confirm the authenticator with its first code',
        body: zTotpCode,
        response: { 200: done },
      },
    },
    async (request) => {
      await security.enableTotp(await member(request), request.body.code);
      return ok({});
    },
  );

  app.post(
    '/wps/member/totp/disable',
    {
      config: limited,
      schema: {
        tags,
        summary: 'Remove the authenticator (password and code required)',
        body: zTotpDisable,
        response: { 200: done },
      },
    },
    async (request) => {
      await security.disableTotp(await member(request), request.body.password, request.body.code);
      return ok({});
    },
  );

  app.post(
    '/wps/member/phone/code',
    {
      schema: {
        tags,
        summary: 'Send a code to the phone to bind',
        body: zBindPhoneCode,
        response: { 200: envelope(zCodeSent) },
      },
    },
    async (request) => {
      const phone = parsePhone(request.body.countryDialingCode, request.body.mobileNum);
      return ok(await security.sendBindCode(await member(request), 'SMS', phone.e164, clientInfo(request)));
    },
  );

  app.post(
    '/wps/member/phone',
    {
      config: limited,
      schema: {
        tags,
        summary: 'Bind a phone (code and password required)',
        body: zBindPhone,
        response: { 200: done },
      },
    },
    async (request) => {
      await security.bindPhone(await member(request), request.body);
      return ok({});
    },
  );

  app.post(
    '/wps/member/email/code',
    {
      schema: {
        tags,
        summary: 'Send a code to the e-mail address to bind',
        body: zBindEmailCode,
        response: { 200: envelope(zCodeSent) },
      },
    },
    async (request) =>
      ok(
        await security.sendBindCode(
          await member(request),
          'EMAIL',
          request.body.email.toLowerCase(),
          clientInfo(request),
        ),
      ),
  );

  app.post(
    '/wps/member/email',
    {
      config: limited,
      schema: {
        tags,
        summary: 'Bind an e-mail address (code and password required)',
        body: zBindEmail,
        response: { 200: done },
      },
    },
    async (request) => {
      await security.bindEmail(await member(request), request.body);
      return ok({});
    },
  );
};
