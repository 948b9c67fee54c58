import { opsRequest } from './ops-request';

/** Ends the operator session on the server. */
export async function opsLogout(): Promise<void> {
  await opsRequest('/ops/api/session/logout', { method: 'DELETE' });
}
