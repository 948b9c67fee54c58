import { apiRequest } from '@/lib/api-client';

/** Is this invitation (affiliate) code valid on this domain? */
export function checkAffiliate(code: string): Promise<{ valid: boolean }> {
  return apiRequest<{ valid: boolean }>('/wps/agent/affiliate', {
    query: { code, domain: window.location.host },
  });
}
