import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../../test/accounts';
import { buildTestApp, type TestContext } from '../../../test/build-app';
import { balanceOf, newCashierPlayer, operatorToken, type Player } from '../../../test/cashier';
import { jpegImage, multipart, pngImage } from '../../../test/images';
import { withdrawalSteps } from '../../../test/withdrawals';
import { imageDimensions, reencodeImage } from '../uploads/images';

let t: TestContext;
let operator: string;
beforeAll(async () => {
  t = await buildTestApp();
  operator = await operatorToken(t, 'operator');
});
afterAll(async () => t.close());

const { readyPlayer, withdraw, act } = withdrawalSteps(() => t);

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
