import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, MEMBER_PASSWORD } from '../../../test/accounts';
import { buildTestApp, runJob, type TestContext } from '../../../test/build-app';
import { balanceOf, deposit, newCashierPlayer, operatorToken, type Player } from '../../../test/cashier';
import { jpegImage, multipart, pngImage } from '../../../test/images';
import { launch, playRound } from '../../../test/vendor';
import { imageDimensions, reencodeImage } from '../uploads/images';

let t: TestContext;
let operator: string;
let reviewer: string;
beforeAll(async () => {
  t = await buildTestApp();
  operator = await operatorToken(t, 'operator');
  reviewer = await operatorToken(t, 'reviewer');
});
afterAll(async () => t.close());

/** Valid bets the way a game makes them: a round through the vendor protocol, won back, so the balance stays. */
async function bet(player: Player, minor: bigint) {
  await playRound(t, await launch(t, player.token), minor, minor);
}

/** A player with money, the turnover done, a bound bank account and a payment password. */
async function readyPlayer(amount = '5000.00'): Promise<Player & { bankAccountId: string }> {
  const player = await newCashierPlayer(t, 'Le Van Tam');
  await deposit(t, player, amount);
  await bet(player, 100n * BigInt(Math.round(Number(amount))));
  const bank = await api(t, 'POST', '/wps/cashier/bank-accounts', {
    token: player.token,
    payload: {
      bankName: 'Vietcombank',
      accountNumber: '0123456789012',
      accountName: 'le van  TAM',
      password: MEMBER_PASSWORD,
    },
  });
  expect(bank.body.success, JSON.stringify(bank.body)).toBe(true);
  await api(t, 'POST', '/wps/member/payment-password', {
    token: player.token,
    payload: { password: MEMBER_PASSWORD, paymentPassword: '246810', confirmPaymentPassword: '246810' },
  });
  return { ...player, bankAccountId: bank.body.value.id };
}

function withdraw(
  player: Player & { bankAccountId: string },
  amount: string,
  extra: Record<string, string> = {},
) {
  return api(t, 'POST', '/wps/cashier/withdrawals', {
    token: player.token,
    payload: {
      bankAccountId: player.bankAccountId,
      amount,
      paymentPassword: '246810',
      requestId: randomUUID(),
      ...extra,
    },
  });
}

function act(id: string, action: string, token = operator, payload?: Record<string, unknown>) {
  return api(t, 'POST', `/ops/api/withdrawals/${id}/${action}`, { token, ...(payload ? { payload } : {}) });
}

describe('payout accounts and payment password', () => {
  it('binds only an account in the member’s real name, with the password, and masks it', async () => {
    const player = await newCashierPlayer(t, 'Pham Thi Hoa');
    const bind = (payload: Record<string, string>) =>
      api(t, 'POST', '/wps/cashier/bank-accounts', { token: player.token, payload });
    const base = {
      bankName: 'ACB',
      accountNumber: '998877665544',
      accountName: 'Pham Thi Hoa',
      password: MEMBER_PASSWORD,
    };
    expect((await bind({ ...base, password: 'Wrong1234' })).body.code).toBe('WRONG_PASSWORD');
    expect((await bind({ ...base, accountName: 'Somebody Else' })).body.code).toBe('PAYEE_NAME_MISMATCH');
    expect((await bind({ ...base, accountNumber: '12ab' })).response.statusCode).toBe(400);
    const bound = await bind(base);
    expect(bound.body.value).toMatchObject({ accountNumber: '********5544', accountName: 'Pham Thi Hoa' });
    expect((await bind(base)).response.statusCode).toBe(409);
  });

  it('asks for a real name first', async () => {
    const { body } = await api(t, 'PUT', '/wps/member/register', {
      payload: {
        username: `noname${Date.now().toString(36)}`,
        password: MEMBER_PASSWORD,
        confirmPassword: MEMBER_PASSWORD,
        termsAccepted: true,
      },
    });
    const bind = await api(t, 'POST', '/wps/cashier/bank-accounts', {
      token: body.value.token,
      payload: {
        bankName: 'ACB',
        accountNumber: '998877665544',
        accountName: 'X Y',
        password: MEMBER_PASSWORD,
      },
    });
    expect(bind.body.code).toBe('REAL_NAME_REQUIRED');
  });
});

describe('withdrawal requests', () => {
  it('hold the amount and wait for an operator (the payment password is asked every time)', async () => {
    const player = await readyPlayer('5000.00');
    expect((await withdraw(player, '100.00', { paymentPassword: '111111' })).body.code).toBe(
      'WRONG_PAYMENT_PASSWORD',
    );
    const { body } = await withdraw(player, '1000.00');
    expect(body.value).toMatchObject({
      status: 'PENDING',
      amount: '1000.00',
      accountNumber: '*********9012',
    });
    expect(await balanceOf(t, player.token)).toEqual(
      expect.objectContaining({ balance: '5000.00', held: '1000.00', available: '4000.00' }),
    );
  });

  it('need the turnover since the last deposit', async () => {
    const player = await readyPlayer('1000.00');
    await deposit(t, player, '500.00');
    const { body } = await withdraw(player, '100.00');
    expect(body.code).toBe('TURNOVER_NOT_MET');
    const rules = (await api(t, 'GET', '/wps/cashier/withdrawal/rules', { token: player.token })).body.value;
    expect(rules.turnover).toEqual({ required: '500.00', achieved: '0.00', met: false });
    await bet(player, 50_000n);
    expect((await withdraw(player, '100.00')).body.value.status).toBe('PENDING');
  });

  it('respect the amount limits and the daily count', async () => {
    const player = await readyPlayer('20000.00');
    expect((await withdraw(player, '99.99')).body.errors[0]).toMatchObject({
      field: 'amount',
      code: 'TOO_SMALL',
    });
    for (let count = 0; count < 5; count++) {
      const { body } = await withdraw(player, '100.00');
      expect(body.success, JSON.stringify(body)).toBe(true);
    }
    expect((await withdraw(player, '100.00')).body.code).toBe('DAILY_LIMIT_REACHED');
  });

  it('are created once per request id', async () => {
    const player = await readyPlayer();
    const requestId = randomUUID();
    const first = await withdraw(player, '200.00', { requestId });
    const again = await withdraw(player, '200.00', { requestId });
    expect(again.body.value.id).toBe(first.body.value.id);
    expect((await balanceOf(t, player.token)).held).toBe('200.00');
  });
});

describe('withdrawal life cycle (D1)', () => {
  it('approve → disburse posts the hold; received completes; a terminal state absorbs', async () => {
    const player = await readyPlayer('3000.00');
    const id = (await withdraw(player, '1000.00')).body.value.id;
    expect((await act(id, 'disburse')).body.code).toBe('INVALID_STATE');
    expect((await act(id, 'approve')).body.success).toBe(true);
    expect((await act(id, 'disburse')).body.success).toBe(true);
    expect(await balanceOf(t, player.token)).toEqual(
      expect.objectContaining({ balance: '2000.00', held: '0.00' }),
    );
    const confirmed = await api(t, 'POST', `/wps/cashier/withdrawals/${id}/confirm`, {
      token: player.token,
      payload: { action: 'RECEIVED' },
    });
    expect(confirmed.body.value).toMatchObject({
      status: 'COMPLETED',
      confirmation: 'RECEIVED',
      remainingAmount: '0.00',
    });
    for (const action of ['approve', 'disburse', 'review'])
      expect((await act(id, action)).body.code).toBe('INVALID_STATE');
    expect((await act(id, 'reject', operator, { reason: 'too late' })).body.code).toBe('INVALID_STATE');
    expect((await balanceOf(t, player.token)).balance).toBe('2000.00');
    const kinds = (
      await api(t, 'GET', '/wps/member/messages', { token: player.token })
    ).body.value.content.map((m: { kind: string }) => m.kind);
    expect(kinds).toEqual(expect.arrayContaining(['WITHDRAWAL_APPROVED', 'WITHDRAWAL_DISBURSED']));
  });

  it('a rejection releases the hold and tells the member why', async () => {
    const player = await readyPlayer('3000.00');
    const id = (await withdraw(player, '700.00')).body.value.id;
    expect((await act(id, 'reject', operator, { reason: 'Account under review' })).body.success).toBe(true);
    expect(await balanceOf(t, player.token)).toEqual(
      expect.objectContaining({ balance: '3000.00', held: '0.00' }),
    );
    const message = (await api(t, 'GET', '/wps/member/messages', { token: player.token })).body.value
      .content[0];
    expect(message).toMatchObject({
      kind: 'WITHDRAWAL_REJECTED',
      params: { reason: 'Account under review' },
    });
  });

  it('partial receipt keeps the rest expected, full payment completes', async () => {
    const player = await readyPlayer('3000.00');
    const id = (await withdraw(player, '1000.00')).body.value.id;
    await act(id, 'approve');
    await act(id, 'disburse');
    const part = await api(t, 'POST', `/wps/cashier/withdrawals/${id}/confirm`, {
      token: player.token,
      payload: { action: 'RECEIVED', receivedAmount: '400.00' },
    });
    expect(part.body.value).toMatchObject({
      status: 'DISBURSED',
      receivedAmount: '400.00',
      remainingAmount: '600.00',
    });
    const full = await api(t, 'POST', `/wps/cashier/withdrawals/${id}/confirm`, {
      token: player.token,
      payload: { action: 'FULL_PAYMENT' },
    });
    expect(full.body.value).toMatchObject({
      status: 'COMPLETED',
      confirmation: 'FULL_PAYMENT',
      remainingAmount: '0.00',
    });
  });

  it('above the threshold needs a reviewer and a different approver', async () => {
    const player = await readyPlayer('50000.00');
    const id = (await withdraw(player, '20000.00')).body.value.id;
    expect((await act(id, 'approve')).body.code).toBe('REVIEW_REQUIRED');
    expect((await act(id, 'review')).body.success).toBe(true);
    expect((await act(id, 'approve')).body.code).toBe('SECOND_APPROVER_REQUIRED');
    expect((await act(id, 'approve', reviewer)).body.success).toBe(true);
  });
});

describe('payout not received (U1-U4)', () => {
  async function disbursed(): Promise<{ player: Player; id: string }> {
    const player = await readyPlayer('3000.00');
    const id = (await withdraw(player, '500.00')).body.value.id;
    await act(id, 'approve');
    await act(id, 'disburse');
    return { player, id };
  }

  function upload(player: Player, id: string, parts: Parameters<typeof multipart>[0]) {
    const { body, contentType } = multipart(parts);
    return t.app.inject({
      method: 'POST',
      url: `/wps/cashier/withdrawals/${id}/not-received`,
      headers: { authorization: `Bearer ${player.token}`, 'content-type': contentType },
      payload: body,
    });
  }

  it('takes up to three images, re-encoded under random names, and opens a dispute', async () => {
    const { player, id } = await disbursed();
    const withPayload = Buffer.concat([pngImage(), Buffer.from('<?php system($_GET["c"]); ?>')]);
    const response = await upload(player, id, [
      { name: 'files', filename: 'receipt.png', type: 'image/png', data: withPayload },
      { name: 'files', filename: 'photo.JPG', type: 'image/jpeg', data: jpegImage(16, 12) },
      { name: 'remark', value: 'Nothing arrived at my bank' },
    ]);
    expect(response.statusCode).toBe(200);
    const value = response.json().value;
    expect(value).toMatchObject({ status: 'DISPUTED', confirmation: 'NOT_RECEIVED' });
    expect(value.proofs).toHaveLength(2);
    const stored = await t.app.inject({
      url: value.proofs[0],
      headers: { authorization: `Bearer ${player.token}` },
    });
    expect(stored.headers['content-type']).toBe('image/png');
    expect(stored.rawPayload.includes(Buffer.from('<?php'))).toBe(false);
    expect(value.proofs[0]).toMatch(/\/[0-9a-f]{32}\.png$/);
    const operatorView = (
      await api(t, 'GET', '/ops/api/queue', { token: operator })
    ).body.value.withdrawals.find((w: { id: string }) => w.id === id);
    expect(operatorView).toMatchObject({ status: 'DISPUTED', remark: 'Nothing arrived at my bank' });
  });

  async function refused(parts: Parameters<typeof multipart>[0]) {
    const { player, id } = await disbursed();
    const response = await upload(player, id, parts);
    const [row] = await t.database.query<{ count: bigint }>(
      'select count(*) from withdrawal_proofs where withdrawal_id = $1',
      [id],
    );
    const [state] = await t.database.query<{ status: string }>(
      'select status from withdrawals where id = $1',
      [id],
    );
    return {
      status: response.statusCode,
      code: response.json().code,
      stored: row?.count,
      state: state?.status,
    };
  }

  it('refuses a file over 5 MB, a fourth file and extra parts with 413, storing nothing (U1)', async () => {
    const big = Buffer.concat([pngImage(), Buffer.alloc(5 * 1024 * 1024 + 10)]);
    expect(
      await refused([{ name: 'files', filename: 'big.png', type: 'image/png', data: big }]),
    ).toMatchObject({ status: 413, stored: 0n, state: 'DISBURSED' });
    const four = Array.from({ length: 4 }, (_, index) => ({
      name: 'files',
      filename: `r${index}.png`,
      type: 'image/png',
      data: pngImage(),
    }));
    expect(await refused(four)).toMatchObject({ status: 413, stored: 0n, state: 'DISBURSED' });
    expect(
      await refused([
        { name: 'files', filename: 'r.png', type: 'image/png', data: pngImage() },
        { name: 'admin', value: 'true' },
      ]),
    ).toMatchObject({ status: 413, stored: 0n });
  });

  it('decides the type by the bytes, and extension and content must agree (U2)', async () => {
    expect(
      await refused([{ name: 'files', filename: 'r.png', type: 'image/png', data: jpegImage() }]),
    ).toMatchObject({ status: 415, stored: 0n });
    expect(
      await refused([
        { name: 'files', filename: 'r.png', type: 'image/png', data: Buffer.from('GIF89a....') },
      ]),
    ).toMatchObject({ status: 415 });
    expect(
      await refused([{ name: 'files', filename: 'r.svg', type: 'image/png', data: pngImage() }]),
    ).toMatchObject({ status: 415 });
  });

  it('refuses a decompression bomb from its header, fast (U4)', async () => {
    const bomb = pngImage(2, 2);
    bomb.writeUInt32BE(50_000, 16);
    bomb.writeUInt32BE(50_000, 20);
    const started = Date.now();
    expect(
      await refused([{ name: 'files', filename: 'bomb.png', type: 'image/png', data: bomb }]),
    ).toMatchObject({ status: 413, stored: 0n });
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('needs at least one image, and only the owner may report', async () => {
    expect(await refused([{ name: 'remark', value: 'no image' }])).toMatchObject({ status: 400 });
    const { id } = await disbursed();
    const stranger = await newCashierPlayer(t);
    expect(
      (
        await upload(stranger, id, [
          { name: 'files', filename: 'r.png', type: 'image/png', data: pngImage() },
        ])
      ).statusCode,
    ).toBe(404);
  });

  it('issue 11.3: checks the withdrawal’s state before reading any upload', async () => {
    const player = await readyPlayer('3000.00');
    const pending = (await withdraw(player, '500.00')).body.value.id;
    // Not an image at all: read first, this would be refused as 415; the state check answers before it is read.
    const response = await upload(player, pending, [
      { name: 'files', filename: 'r.png', type: 'image/png', data: Buffer.from('not an image') },
    ]);
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('INVALID_STATE');
  });

  it('issue 11.3: decodes a large image off the event loop and stores it scaled down', async () => {
    const large = pngImage(3_000, 3_000);
    let finished = false;
    const decoding = Promise.resolve(reencodeImage(large, 'receipt.png')).then((result) => {
      finished = true;
      return result;
    });
    await new Promise((resolve) => setImmediate(resolve));
    // The event loop went round while the image was still being decoded: nothing else waited for it.
    expect(finished).toBe(false);
    const { type, data } = await decoding;
    expect(type).toBe('png');
    const stored = imageDimensions(data, 'png');
    expect(Math.max(stored.width, stored.height)).toBeLessThanOrEqual(2_560);
  });

  it('a dispute ends refunded (a new posting) or paid', async () => {
    const { player, id } = await disbursed();
    await upload(player, id, [{ name: 'files', filename: 'r.png', type: 'image/png', data: pngImage() }]);
    expect((await act(id, 'resolve', operator, { outcome: 'REFUND' })).body.success).toBe(true);
    expect((await balanceOf(t, player.token)).balance).toBe('3000.00');
    expect((await act(id, 'resolve', operator, { outcome: 'REFUND' })).body.code).toBe('INVALID_STATE');
    expect((await balanceOf(t, player.token)).balance).toBe('3000.00');
  });
});

describe('auto-confirm (D2)', () => {
  it('counts an unconfirmed payout as received once its time is up, not before, and only once', async () => {
    const player = await readyPlayer('3000.00');
    const id = (await withdraw(player, '300.00')).body.value.id;
    await act(id, 'approve');
    await act(id, 'disburse');
    expect(await runJob(t, 'withdrawal-auto-confirm')).toBe(0);
    await t.database.query(
      `update withdrawals set confirm_due_at = now() - interval '1 second' where id = $1`,
      [id],
    );
    expect(await runJob(t, 'withdrawal-auto-confirm')).toBe(1);
    expect(await runJob(t, 'withdrawal-auto-confirm')).toBe(0);
    const [row] = await t.database.query<{ status: string; confirmation: string }>(
      'select status, confirmation from withdrawals where id = $1',
      [id],
    );
    expect(row).toEqual({ status: 'COMPLETED', confirmation: 'AUTO_RECEIVED' });
    const late = await api(t, 'POST', `/wps/cashier/withdrawals/${id}/confirm`, {
      token: player.token,
      payload: { action: 'RECEIVED' },
    });
    expect(late.body.code).toBe('INVALID_STATE');
    expect((await act(id, 'resolve', operator, { outcome: 'REFUND' })).body.code).toBe('INVALID_STATE');
    expect((await balanceOf(t, player.token)).balance).toBe('2700.00');
  });
});

describe('authorisation (S8)', () => {
  it('keeps members out of each other’s cashier and out of the operator console', async () => {
    const owner = await readyPlayer('3000.00');
    const id = (await withdraw(owner, '100.00')).body.value.id;
    const other = await readyPlayer('1000.00');
    const foreign = await api(t, 'POST', `/wps/cashier/withdrawals/${id}/confirm`, {
      token: other.token,
      payload: { action: 'RECEIVED' },
    });
    expect(foreign.response.statusCode).toBe(404);
    const foreignBank = await api(t, 'POST', '/wps/cashier/withdrawals', {
      token: other.token,
      payload: {
        bankAccountId: owner.bankAccountId,
        amount: '100.00',
        paymentPassword: '246810',
        requestId: randomUUID(),
      },
    });
    expect(foreignBank.response.statusCode).toBe(404);
    expect(
      (await api(t, 'GET', '/wps/cashier/withdrawals', { token: other.token })).body.value.content.map(
        (w: { id: string }) => w.id,
      ),
    ).not.toContain(id);
    for (const [method, url] of [
      ['GET', '/ops/api/queue'],
      ['POST', `/ops/api/withdrawals/${id}/approve`],
      ['GET', '/ops/api/members'],
      ['GET', '/ops/api/audit'],
    ] as const) {
      expect((await api(t, method, url, { token: owner.token })).response.statusCode, url).toBe(401);
    }
  });
});
