import type { Envelope } from '@playhall/contracts/envelope';

export function ok<T>(value: T): Envelope<T> {
  return { success: true, code: 'OK', message: '', value };
}
