/**
 * Encrypted request bodies (decision 0010): a fresh AES-256-GCM key seals the JSON body and is wrapped with the
 * server's RSA-OAEP (SHA-256) public key. The server opens `{ encrypted: { key, iv, data } }` before validation.
 */
export type SealedBody = { encrypted: { key: string; iv: string; data: string } };

function toBase64(bytes: ArrayBuffer | Uint8Array): string {
  const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  let binary = '';
  for (const byte of view) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/** WebCrypto exists only in secure contexts (HTTPS, localhost); elsewhere bodies go as plain JSON. */
export function canSeal(): boolean {
  return typeof crypto !== 'undefined' && crypto.subtle !== undefined;
}

export async function sealBody(spkiBase64: string, body: unknown): Promise<SealedBody> {
  const { subtle } = crypto;
  const publicKey = await subtle.importKey(
    'spki',
    fromBase64(spkiBase64),
    { name: 'RSA-OAEP', hash: 'SHA-256' },
    false,
    ['encrypt'],
  );
  const aesKey = await subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const data = await subtle.encrypt(
    { name: 'AES-GCM', iv },
    aesKey,
    new TextEncoder().encode(JSON.stringify(body)),
  );
  const key = await subtle.encrypt({ name: 'RSA-OAEP' }, publicKey, await subtle.exportKey('raw', aesKey));
  return { encrypted: { key: toBase64(key), iv: toBase64(iv), data: toBase64(data) } };
}

/** Text as base64 (UTF-8), for data: URLs of server-drawn SVG. */
export function textToBase64(text: string): string {
  return toBase64(new TextEncoder().encode(text));
}
