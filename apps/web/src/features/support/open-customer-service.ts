import { CUSTOMER_SERVICE_WINDOW } from '@playhall/contracts/constants';
import type { CustomerService } from '@playhall/contracts/system';
import { useCallback } from 'react';
import { useBootstrap } from '@/lib/api/get-bootstrap';
import { useUiStore } from '@/lib/ui-store';

/** The service of the requested csType, else the first service (spec §9). */
export function pickService(
  services: readonly CustomerService[],
  csType?: string,
): CustomerService | undefined {
  return services.find((service) => service.csType === csType) ?? services[0];
}

/**
 * Opens a customer service in a 440x750 popup window. Paths may be relative to the site ("/chat", the live chat,
 * which is told the service asked for as `?cs=`), absolute https addresses, or mailto: links (handed to the mail
 * app instead of a window). Answers false when nothing opened: no service, an address it will not open, or a
 * window the browser blocked.
 */
export function openCustomerService(services: readonly CustomerService[], csType?: string): boolean {
  const service = pickService(services, csType);
  if (!service) return false;
  if (/^mailto:/i.test(service.path)) {
    window.location.href = service.path;
    return true;
  }
  let url: URL;
  try {
    url = new URL(service.path, window.location.origin);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
  if (url.origin === window.location.origin) url.searchParams.set('cs', service.csType);
  const { width, height } = CUSTOMER_SERVICE_WINDOW;
  const left = Math.max(0, window.screenX + window.outerWidth - width - 32);
  const top = Math.max(0, window.screenY + (window.outerHeight - height) / 2);
  const opened = window.open(
    url.href,
    'playhall-customer-service',
    `popup=yes,width=${width},height=${height},left=${left},top=${top}`,
  );
  return opened !== null;
}

/**
 * Opens the customer-service window; where it cannot open (a popup blocker, no usable entry), the chat room modal
 * brings the live chat into the page instead.
 */
export function useOpenCustomerService(): (csType?: string) => void {
  const { customerService } = useBootstrap();
  const openModal = useUiStore((state) => state.openModal);
  return useCallback(
    (csType?: string) => {
      if (!openCustomerService(customerService, csType)) openModal('chatRoom', csType ? { csType } : {});
    },
    [customerService, openModal],
  );
}
