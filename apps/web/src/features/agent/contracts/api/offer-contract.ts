import type { Contract, OfferContractRequest } from '@playhall/contracts/agent-contracts';
import { apiRequest } from '@/lib/api-client';

/** Offers a contract to a direct downline agent; the same request id again makes no second offer. */
export function offerContract(request: OfferContractRequest): Promise<Contract> {
  return apiRequest<Contract>('/wps/agent/contracts', { method: 'POST', body: request });
}
