import { webcrypto } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, DEMO_PASSWORD } from '../../test/accounts';
import { buildTestApp, type TestContext } from '../../test/build-app';

/** Seals a body exactly as the web client does with WebCrypto. */
async function seal(spkiBase64: string, body: unknown) {
  const { subtle } = webcrypto;
  const publicKey = await subtle.importKey(
    'spki',
    Buffer.from(spkiBase64, 'base64'),
    { name: 'RSA-OAEP', hash: 'SHA-256' },
    false,
    ['encrypt'],
  );
  const aesKey = await subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
  const iv = webcrypto.getRandomValues(new Uint8Array(12));
  const data = await subtle.encrypt(
    { name: 'AES-GCM', iv },
    aesKey,
    new TextEncoder().encode(JSON.stringify(body)),
  );
  const key = await subtle.encrypt({ name: 'RSA-OAEP' }, publicKey, await subtle.exportKey('raw', aesKey));
  return {
    encrypted: {
      key: Buffer.from(key).toString('base64'),
      iv: Buffer.from(iv).toString('base64'),
      data: Buffer.from(data).toString('base64'),
    },
  };
}

describe('encrypted bodies', () => {
  let t: TestContext;
  let spki: string;
  beforeAll(async () => {
    t = await buildTestApp({ REQUIRE_ENCRYPTED_BODIES: 'true' });
    spki = (await api(t, 'GET', '/wps/system/publicKey')).body.value.spki;
  });
  afterAll(async () => t.close());

  it('opens a login body sealed with the public key', async () => {
    const payload = await seal(spki, { username: 'player01', password: DEMO_PASSWORD });
    const { body } = await api(t, 'POST', '/wps/session/login', { payload });
    expect(body.value.status).toBe('OK');
  });

  it('requires encryption when so configured, and refuses a tampered body', async () => {
    const plain = await api(t, 'POST', '/wps/session/login', {
      payload: { username: 'player01', password: DEMO_PASSWORD },
    });
    expect(plain.response.statusCode).toBe(400);
    expect(plain.body.code).toBe('ENCRYPTION_REQUIRED');
    const sealed = await seal(spki, { username: 'player01', password: DEMO_PASSWORD });
    const data = Buffer.from(sealed.encrypted.data, 'base64');
    data[0] = (data[0] ?? 0) ^ 1;
    const tampered = await api(t, 'POST', '/wps/session/login', {
      payload: { encrypted: { ...sealed.encrypted, data: data.toString('base64') } },
    });
    expect(tampered.body.code).toBe('DECRYPTION_FAILED');
  });

  it('still validates the opened body like a plain one', async () => {
    const payload = await seal(spki, { username: 'player01' });
    const { body } = await api(t, 'POST', '/wps/session/login', { payload });
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.errors[0]).toMatchObject({ field: 'password', code: 'REQUIRED' });
  });

  it('leaves calls that are not marked encrypted alone', async () => {
    const { body } = await api(t, 'PUT', '/wps/system/language', { payload: { language: 'vi' } });
    expect(body.success).toBe(true);
  });
});
