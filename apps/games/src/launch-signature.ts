import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The portal tells the provider which category a launched game belongs to (it picks the engine) in the launch
 * address, signed with the vendor secret so that a player cannot turn a lottery tile into a slot by editing it.
 */
export function launchSignature(secret: string, vendor: string, gameCode: string, category: string): string {
  return createHmac('sha256', secret).update(`launch\n${vendor}\n${gameCode}\n${category}`).digest('hex');
}

export function isLaunchSigned(
  secret: string,
  launch: { vendor: string; gameCode: string; category: string; signature: string },
): boolean {
  const expected = Buffer.from(
    launchSignature(secret, launch.vendor, launch.gameCode, launch.category),
    'hex',
  );
  const given = Buffer.from(launch.signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
