import { opsRequest } from './ops-request';

/** Changes the operator's password (forced at first login): at least 10 characters, letters and digits. */
export async function changeOpsPassword(oldPassword: string, newPassword: string): Promise<void> {
  await opsRequest('/ops/api/session/password', { method: 'POST', body: { oldPassword, newPassword } });
}
