import type { Captcha } from '@playhall/contracts/accounts';
import { apiRequest } from '@/lib/api-client';

export type { Captcha };

/** A new single-use captcha: `image` is a data: URL of a PNG. Refreshed on demand, never cached. */
export function getCaptcha(signal?: AbortSignal): Promise<Captcha> {
  return apiRequest<Captcha>('/wps/captcha', { signal });
}
