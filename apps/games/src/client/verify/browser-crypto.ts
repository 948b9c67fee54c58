/**
 * The player's own check, in this browser: SHA-256 of the server seed and the round's first HMAC block, so the
 * verify page does not only repeat what the server says. Web Crypto exists only on secure pages (https, or
 * localhost); elsewhere these answer null and the page says why.
 */
const encoder = new TextEncoder();

function hex(buffer: ArrayBuffer): string {
  return Array.from(new Uint8Array(buffer), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function subtle(): SubtleCrypto | null {
  return globalThis.crypto?.subtle ?? null;
}

export async function sha256Hex(text: string): Promise<string | null> {
  const crypto = subtle();
  if (!crypto) return null;
  return hex(await crypto.digest('SHA-256', encoder.encode(text)));
}

/** HMAC-SHA256(key = server seed text, message = "clientSeed:nonce:cursor"), as docs/games/provably-fair.md says. */
export async function hmacBlockHex(
  serverSeed: string,
  clientSeed: string,
  nonce: number,
  cursor = 0,
): Promise<string | null> {
  const crypto = subtle();
  if (!crypto) return null;
  const key = await crypto.importKey(
    'raw',
    encoder.encode(serverSeed),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  return hex(await crypto.sign('HMAC', key, encoder.encode(`${clientSeed}:${nonce}:${cursor}`)));
}
