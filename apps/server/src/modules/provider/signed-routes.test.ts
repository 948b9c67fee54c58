import { randomUUID } from 'node:crypto';
import { sign } from '@playhall/signing/signature';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../../test/accounts';
import { buildTestApp, type TestContext } from '../../../test/build-app';
import { channelId, newCashierPlayer } from '../../../test/cashier';
import { gamePlayer } from '../../../test/games';

/**
 * Issue 11.1: every signed or internal route, probed as an outsider would: each content type, with the signature
 * missing, wrong, taken from another body, and replayed. Nothing may be read, listed or changed without the secret.
 */
let t: TestContext;

beforeAll(async () => {
  t = await buildTestApp({}, { listen: true });
});
afterAll(async () => t.close());

const { play, start } = gamePlayer(() => t);

type Probe = {
  method: 'GET' | 'POST';
  url: string;
  secret: () => string;
  body: () => Record<string, unknown>;
};

const recent = () => new Date().toISOString();
const hourAgo = () => new Date(Date.now() - 3_600_000).toISOString();

/** The routes a signature guards, with a body each would act on if it got through. */
const PROBES: Probe[] = [
  ...['balance', 'bet', 'win', 'rollback'].map((action) => ({
    method: 'POST' as const,
    url: `/wps/provider/PG/${action}`,
    secret: () => t.secrets.provider,
    body: () => ({ requestId: randomUUID(), txId: randomUUID(), token: 'x', playerId: '1', amount: '1.00' }),
  })),
  {
    method: 'POST',
    url: '/wps/payment/callback/sandbox',
    secret: () => t.secrets.psp,
    body: () => ({ orderId: 'PSP1', merchantOrderId: '1', status: 'PAID', amount: '1.00', currency: 'CNY' }),
  },
  {
    method: 'POST',
    url: '/play/provider/round-log',
    secret: () => t.secrets.provider,
    body: () => ({ vendor: 'PG', from: hourAgo(), to: recent(), sentAt: recent() }),
  },
  {
    method: 'POST',
    url: '/play/provider/void',
    secret: () => t.secrets.provider,
    body: () => ({ vendor: 'PG', betTxIds: ['r1-bet'], sentAt: recent() }),
  },
  {
    method: 'POST',
    url: '/sandbox-psp/api/orders',
    secret: () => t.secrets.psp,
    body: () => ({ merchantId: 'PLAYHALL', merchantOrderId: randomUUID().slice(0, 20), amount: '1.00' }),
  },
];

/** The same fields in each content type an attacker could send; `text` is what a signature would be over. */
function encodings(fields: Record<string, unknown>): { name: string; type: string | null; text: string }[] {
  const flat = Object.entries(fields).map(([key, value]): [string, string] => [
    key,
    Array.isArray(value) ? value.join(',') : String(value),
  ]);
  const boundary = '----probe';
  return [
    { name: 'form', type: 'application/x-www-form-urlencoded', text: new URLSearchParams(flat).toString() },
    {
      name: 'multipart',
      type: `multipart/form-data; boundary=${boundary}`,
      text: `${flat.map(([key, value]) => `--${boundary}\r\ncontent-disposition: form-data; name="${key}"\r\n\r\n${value}\r\n`).join('')}--${boundary}--\r\n`,
    },
    { name: 'text', type: 'text/plain', text: JSON.stringify(fields) },
    { name: 'none', type: null, text: JSON.stringify(fields) },
    { name: 'json with charset', type: 'application/json; charset=utf-8', text: JSON.stringify(fields) },
    { name: 'json', type: 'application/json', text: JSON.stringify(fields) },
  ];
}

const probeOf = (url: string): Probe => {
  const probe = PROBES.find((candidate) => candidate.url === url);
  if (!probe) throw new Error(`no probe of ${url}`);
  return probe;
};

async function send(probe: Probe, type: string | null, text: string, signature: string | undefined) {
  const response = await fetch(`${t.config.PUBLIC_URL}${probe.url}`, {
    method: probe.method,
    headers: {
      ...(type ? { 'content-type': type } : {}),
      ...(signature !== undefined ? { 'x-signature': signature } : {}),
    },
    body: text,
  });
  const answer = await response.text();
  return { status: response.status, answer };
}

/** A refusal: an error status, or the wallet protocol's own refusal statuses (it answers 200 with a status). */
function isRefused({ status, answer }: { status: number; answer: string }): boolean {
  if (status >= 400) return true;
  return /"status":"(INVALID_SIGNATURE|BAD_REQUEST)"/.test(answer);
}

describe('issue 11.1: signed routes whatever the content type', () => {
  it('issue 11.1: refuses every content type and every signature an outsider can make, on every signed route', async () => {
    const accepted: string[] = [];
    for (const probe of PROBES) {
      for (const { name, type, text } of encodings(probe.body())) {
        const signatures: [string, string | undefined][] = [
          ['missing', undefined],
          ['empty', ''],
          ['wrong secret', sign('not-the-secret-of-this-deployment', text)],
          ['of another body', sign(probe.secret(), `${text} `)],
          ['not hex', 'z'.repeat(64)],
        ];
        for (const [label, signature] of signatures) {
          const result = await send(probe, type, text, signature);
          if (!isRefused(result)) accepted.push(`${probe.url} ${name} signature ${label}: ${result.status}`);
          expect(result.status, `${probe.url} ${name} ${label}`).toBeLessThan(500);
        }
        // Signed with the real secret but not JSON: still refused (only signed JSON is read).
        if (!name.startsWith('json')) {
          const result = await send(probe, type, text, sign(probe.secret(), text));
          if (!isRefused(result)) accepted.push(`${probe.url} ${name} correctly signed: ${result.status}`);
        }
      }
    }
    expect(accepted).toEqual([]);
  });

  it('issue 11.1: a form-encoded void without a signature leaves a member’s round standing', async () => {
    const player = await start(10_000n);
    const spun = await play('POST', '/play/api/slot/spin', player.token, { stake: '1.00' });
    expect(spun.status).toBe(200);
    const roundId: string = spun.body.round.roundId;
    const attack = await fetch(`${t.config.PUBLIC_URL}/play/provider/void`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `vendor=PG&betTxIds=${roundId}-bet`,
    });
    expect(attack.status).toBe(415);
    const listing = await fetch(`${t.config.PUBLIC_URL}/play/provider/round-log`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `vendor=PG&from=${hourAgo()}&to=${recent()}`,
    });
    expect(listing.status).toBe(415);
    expect(await listing.text()).not.toContain(roundId);
    const [round] = await t.database.query<{ status: string }>(
      'select status from gp_rounds where round_id = $1',
      [roundId],
    );
    expect(round?.status).toBe('SETTLED');
  });

  it('issue 11.1: a captured reconciliation request replayed later is refused', async () => {
    const old = new Date(Date.now() - 10 * 60_000).toISOString();
    const text = JSON.stringify({ vendor: 'PG', from: hourAgo(), to: recent(), sentAt: old });
    const replayed = await send(
      probeOf('/play/provider/round-log'),
      'application/json',
      text,
      sign(t.secrets.provider, text),
    );
    expect(replayed.status).toBe(401);
    expect(JSON.parse(replayed.answer)).toEqual({ error: 'REQUEST_EXPIRED' });
    const fresh = JSON.stringify({ vendor: 'PG', from: hourAgo(), to: recent(), sentAt: recent() });
    expect(
      (
        await send(
          probeOf('/play/provider/round-log'),
          'application/json',
          fresh,
          sign(t.secrets.provider, fresh),
        )
      ).status,
    ).toBe(200);
  });

  it('issue 11.1: a replayed signed gateway callback credits the deposit once', async () => {
    const player = await newCashierPlayer(t);
    const created = await api(t, 'POST', '/wps/cashier/deposits', {
      token: player.token,
      payload: {
        channelId: await channelId(t, player.token, 'ONLINE'),
        amount: '25.00',
        requestId: randomUUID(),
      },
    });
    const deposit = created.body.value as { id: string };
    const [order] = await t.database.query<{ id: string }>(
      'select id from sandbox_psp_orders where merchant_order_id = $1',
      [deposit.id],
    );
    const text = JSON.stringify({
      orderId: order?.id,
      merchantOrderId: deposit.id,
      status: 'PAID',
      amount: '25.00',
      currency: 'CNY',
      settledAt: null,
    });
    const probe = probeOf('/wps/payment/callback/sandbox');
    for (let replay = 0; replay < 3; replay++) {
      expect((await send(probe, 'application/json', text, sign(t.secrets.psp, text))).status).toBe(200);
    }
    const [ledger] = await t.database.query<{ count: bigint }>(
      'select count(*) from ledger_transactions where reference = $1',
      [`deposit:${deposit.id}`],
    );
    expect(ledger?.count).toBe(1n);
  });

  it('issue 11.2: nothing signed with the secrets once published in the README is accepted', async () => {
    const player = await newCashierPlayer(t);
    const created = await api(t, 'POST', '/wps/cashier/deposits', {
      token: player.token,
      payload: {
        channelId: await channelId(t, player.token, 'ONLINE'),
        amount: '30.00',
        requestId: randomUUID(),
      },
    });
    const deposit = created.body.value as { id: string };
    const [order] = await t.database.query<{ id: string }>(
      'select id from sandbox_psp_orders where merchant_order_id = $1',
      [deposit.id],
    );
    const paid = JSON.stringify({
      orderId: order?.id,
      merchantOrderId: deposit.id,
      status: 'PAID',
      amount: '30.00',
      currency: 'CNY',
      settledAt: null,
    });
    const forged = await send(
      probeOf('/wps/payment/callback/sandbox'),
      'application/json',
      paid,
      sign('playhall-sandbox-psp-development-secret', paid),
    );
    expect(forged.status).toBe(401);
    const [credited] = await t.database.query<{ count: bigint }>(
      'select count(*) from ledger_transactions where reference = $1',
      [`deposit:${deposit.id}`],
    );
    expect(credited?.count).toBe(0n);
    const balance = JSON.stringify({ requestId: randomUUID(), token: 'x' });
    const wallet = await send(
      probeOf('/wps/provider/PG/balance'),
      'application/json',
      balance,
      sign('playhall-demo-vendors-development-secret', balance),
    );
    expect(JSON.parse(wallet.answer)).toEqual({ status: 'INVALID_SIGNATURE' });
    expect(t.secrets.psp).toMatch(/^[0-9a-f]{64}$/);
    expect(t.secrets.provider).toMatch(/^[0-9a-f]{64}$/);
    expect(t.secrets.psp).not.toBe(t.secrets.provider);
  });
});
