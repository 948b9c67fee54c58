import { zCaptcha, zCodeSent, zRegisterSmsCodeRequest, zSmsCodeRequest } from '@playhall/contracts/accounts';
import { envelope } from '@playhall/contracts/envelope';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ClientInfo } from '../../http/client-info';
import { ok } from '../../http/envelope';
import type { CaptchaService } from './captchas';
import type { CodeSender } from './send-codes';

const tags = ['verification'];

export const verificationRoutes: FastifyPluginAsyncZod<{
  captchas: CaptchaService;
  sender: CodeSender;
  clientInfo: (request: FastifyRequest) => ClientInfo;
}> = async (app, { captchas, sender, clientInfo }) => {
  app.get(
    '/wps/captcha',
    {
      config: { rateLimit: { max: 60, timeWindow: 60_000 } },
      schema: {
        tags,
        summary: 'A new captcha image (single use, five minutes)',
        response: { 200: envelope(zCaptcha) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await captchas.create(clientInfo(request).ip));
    },
  );

  app.post(
    '/wps/verification/sms/noLogin',
    {
      schema: {
        tags,
        summary: 'SMS code for login or password reset (one per second per phone and per address)',
        body: zSmsCodeRequest,
        response: { 200: envelope(zCodeSent) },
      },
    },
    async (request) => ok(await sender.sendForLogin(request.body, clientInfo(request))),
  );

  app.post(
    '/wps/verification/sms/register',
    {
      schema: {
        tags,
        summary: 'SMS code for mobile registration',
        body: zRegisterSmsCodeRequest,
        response: { 200: envelope(zCodeSent) },
      },
    },
    async (request) => ok(await sender.sendForRegistration(request.body, clientInfo(request))),
  );
};
