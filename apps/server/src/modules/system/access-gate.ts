import { ErrorCode } from '@playhall/contracts/error-codes';
import { SystemStatus } from '@playhall/contracts/system';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error';
import type { ClientInfo } from '../../http/client-info';
import type { SystemService } from './service';

/** The member site's API. The operator console's (`/ops/api/`) is not gated: operators work during maintenance. */
const GATED_PREFIXES = ['/wps/', '/lgw/'];
/**
 * Always reachable: the app needs the system calls to show the maintenance or restricted page itself, and the
 * payment gateway's and game vendors' signed callbacks settle money that already moved (a win during maintenance
 * must still be paid).
 */
const OPEN_PREFIXES = ['/wps/system/', '/wps/provider/', '/wps/payment/callback/'];

/**
 * While the site is in maintenance, or the visitor's region is restricted, the portal's API refuses work
 * (503 MAINTENANCE, 403 REGION_RESTRICTED); the web app shows the matching page. System calls stay open.
 */
export function registerAccessGate(
  app: FastifyInstance,
  system: SystemService,
  clientInfo: (request: FastifyRequest) => ClientInfo,
): void {
  app.addHook('onRequest', async (request) => {
    const path = request.url;
    if (!GATED_PREFIXES.some((prefix) => path.startsWith(prefix))) return;
    if (OPEN_PREFIXES.some((prefix) => path.startsWith(prefix))) return;
    const refused = await system.refusal(() => clientInfo(request));
    if (!refused) return;
    const { status, maintenanceEnd } = refused;
    if (status === SystemStatus.MAINTENANCE) {
      throw new AppError(
        503,
        ErrorCode.MAINTENANCE,
        `System maintenance${maintenanceEnd ? ` until ${maintenanceEnd}` : ''}.`,
      );
    }
    if (status === SystemStatus.REGION_RESTRICTED) {
      throw new AppError(403, ErrorCode.REGION_RESTRICTED, 'Access restricted in your region.');
    }
  });
}
