import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../../test/accounts';
import { buildTestApp, type TestContext } from '../../../test/build-app';

type Received = { path: string; authorization: string | undefined; form: URLSearchParams };

/** Answers like Twilio's Messages endpoint: 201 with a sid, or 400 for the number it is told to refuse. */
function fakeTwilio(received: Received[]): Promise<Server> {
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      const form = new URLSearchParams(body);
      received.push({ path: request.url ?? '', authorization: request.headers.authorization, form });
      const refused = form.get('To') === '+84900000000';
      response.writeHead(refused ? 400 : 201, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify(refused ? { message: 'The To number is not valid' } : { sid: `SM${received.length}` }),
      );
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

describe('SMS through Twilio', () => {
  const received: Received[] = [];
  let twilio: Server;
  let t: TestContext;

  beforeAll(async () => {
    twilio = await fakeTwilio(received);
    t = await buildTestApp({
      SMS_PROVIDER: 'twilio',
      TWILIO_ACCOUNT_SID: 'AC123',
      TWILIO_AUTH_TOKEN: 'secret-token',
      TWILIO_FROM: '+15005550006',
      TWILIO_API_URL: `http://127.0.0.1:${(twilio.address() as AddressInfo).port}`,
    });
  });
  afterAll(async () => {
    await t.close();
    twilio.close();
  });

  it('posts the message to the provider and records it as sent', async () => {
    const sent = await api(t, 'POST', '/wps/verification/sms/register', {
      payload: { mobileNo: '0911222333', countryDialingCode: '+84' },
    });
    expect(sent.response.statusCode).toBe(200);
    const request = received.at(-1);
    expect(request?.path).toBe('/2010-04-01/Accounts/AC123/Messages.json');
    expect(request?.authorization).toBe(`Basic ${Buffer.from('AC123:secret-token').toString('base64')}`);
    expect(request?.form.get('To')).toBe('+84911222333');
    expect(request?.form.get('From')).toBe('+15005550006');
    expect(request?.form.get('Body')).toMatch(/\d{6} is your registration code/);
    const [row] = await t.database.query<{ status: string; provider: string; provider_ref: string }>(
      `select status, provider, provider_ref from outbox where destination = '+84911222333'`,
    );
    expect(row).toEqual({ status: 'SENT', provider: 'twilio', provider_ref: `SM${received.length}` });
  });

  it('records a refused message as failed and tells the caller', async () => {
    const sent = await api(t, 'POST', '/wps/verification/sms/register', {
      ip: '198.51.100.77',
      payload: { mobileNo: '0900000000', countryDialingCode: '+84' },
    });
    expect(sent.response.statusCode).toBe(503);
    expect(sent.body.code).toBe('SERVICE_UNAVAILABLE');
    const [row] = await t.database.query<{ status: string; error: string }>(
      `select status, error from outbox where destination = '+84900000000'`,
    );
    expect(row?.status).toBe('FAILED');
    expect(row?.error).toContain('400');
  });
});

describe('e-mail through SMTP', () => {
  const mails: string[] = [];
  let smtp: SMTPServer;
  let t: TestContext;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        let data = '';
        stream.on('data', (chunk) => {
          data += chunk;
        });
        stream.on('end', () => {
          mails.push(data);
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const port = (smtp.server.address() as AddressInfo).port;
    t = await buildTestApp({
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      MAIL_FROM: 'Playhall <no-reply@playhall.example>',
    });
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it('delivers the reset link over SMTP and records it as sent', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/wps/member/password/email',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=player01&email=player01%40playhall.example',
    });
    const deadline = Date.now() + 10_000;
    while (mails.length === 0 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 50));
    expect(mails[0]).toContain('To: player01@playhall.example');
    expect(mails[0]).toMatch(/forget\?token=/);
    // The server hears the SMTP answer after the mail has landed here: the outbox row follows a moment later.
    const sent = async () =>
      (
        await t.database.query<{ status: string; provider: string }>(
          `select status, provider from outbox where destination = 'player01@playhall.example'`,
        )
      )[0];
    let row = await sent();
    while (row?.status !== 'SENT' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      row = await sent();
    }
    expect(row).toEqual({ status: 'SENT', provider: 'smtp' });
  });
});
