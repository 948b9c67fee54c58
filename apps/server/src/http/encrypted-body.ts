import { constants, createDecipheriv, createPrivateKey, privateDecrypt } from 'node:crypto';
import { ErrorCode } from '@playhall/contracts/error-codes';
import type { FastifyInstance } from 'fastify';
import type { ServerKeys } from '../security/server-keys';
import { AppError } from './app-error';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The spec marks this call "encrypted": an encrypted body is accepted (and required when so configured). */
    encryptedBody?: boolean;
  }
}

type Sealed = { key: string; iv: string; data: string };

function isSealed(body: unknown): body is { encrypted: Sealed } {
  if (typeof body !== 'object' || body === null || !('encrypted' in body)) return false;
  const sealed = (body as { encrypted: unknown }).encrypted;
  return (
    typeof sealed === 'object' &&
    sealed !== null &&
    ['key', 'iv', 'data'].every((field) => typeof (sealed as Record<string, unknown>)[field] === 'string')
  );
}

/**
 * Opens `{ encrypted: { key, iv, data } }` bodies before validation: `key` is a fresh AES-256 key wrapped with the
 * server's RSA-OAEP (SHA-256) public key, `data` the JSON body sealed with AES-GCM under that key (the form
 * WebCrypto produces). Plain JSON is accepted unless REQUIRE_ENCRYPTED_BODIES is on.
 */
export function registerEncryptedBodies(app: FastifyInstance, keys: ServerKeys, required: boolean): void {
  const privateKey = createPrivateKey({
    key: Buffer.from(keys.privateKeyPkcs8, 'base64'),
    format: 'der',
    type: 'pkcs8',
  });

  app.addHook('preValidation', async (request) => {
    if (!request.routeOptions.config.encryptedBody) return;
    if (!isSealed(request.body)) {
      if (required)
        throw new AppError(400, ErrorCode.ENCRYPTION_REQUIRED, 'This call needs an encrypted body.');
      return;
    }
    const { key, iv, data } = request.body.encrypted;
    try {
      const aesKey = privateDecrypt(
        { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
        Buffer.from(key, 'base64'),
      );
      const sealed = Buffer.from(data, 'base64');
      const decipher = createDecipheriv('aes-256-gcm', aesKey, Buffer.from(iv, 'base64'));
      decipher.setAuthTag(sealed.subarray(sealed.length - 16));
      const plain = Buffer.concat([
        decipher.update(sealed.subarray(0, sealed.length - 16)),
        decipher.final(),
      ]);
      request.body = JSON.parse(plain.toString('utf8'));
    } catch {
      throw new AppError(400, ErrorCode.DECRYPTION_FAILED, 'The encrypted body could not be opened.');
    }
  });
}
