import { ErrorCode } from '@playhall/contracts/error-codes';
import { ApiError, apiRequest, type RequestOptions } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { clearOpsSession, getOpsToken } from '../ops-session';

/**
 * Calls the operator console's API with the operator's token. A token the server no longer accepts ends the
 * operator session (the console shows its login again); a forced password change or authenticator set-up sends
 * the operator there.
 */
export async function opsRequest<T>(path: string, options: Omit<RequestOptions, 'token'> = {}): Promise<T> {
  const token = getOpsToken();
  try {
    return await apiRequest<T>(path, { ...options, token });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401 && token !== null && token === getOpsToken()) {
      clearOpsSession();
    } else if (
      error instanceof ApiError &&
      (error.code === ErrorCode.PASSWORD_CHANGE_REQUIRED || error.code === ErrorCode.TOTP_ENROLMENT_REQUIRED)
    ) {
      void queryClient.invalidateQueries({ queryKey: ['ops', 'me'] });
    }
    throw error;
  }
}
