import { CHAT_VISITOR_HEADER } from '@playhall/contracts/chat-rules';
import { apiRequest, type RequestOptions } from '@/lib/api-client';
import { getSessionToken } from '@/lib/session-token';
import { getVisitorToken } from '../visitor-token';

/**
 * A customer's chat call: a logged-in member's by their session (the API client adds the bearer token), a
 * visitor's by the token their conversation was opened with, in its own header and never beside a member's.
 */
export function chatRequest<T>(
  path: string,
  options: Omit<RequestOptions, 'token' | 'headers'> = {},
): Promise<T> {
  return apiRequest<T>(path, { ...options, ...chatCredentials() });
}

/** Who a chat call comes from: nothing to add for a member (the session's token goes), else the visitor's header. */
export function chatCredentials(): { token?: null; headers?: Record<string, string> } {
  if (getSessionToken()) return {};
  const visitor = getVisitorToken();
  return { token: null, ...(visitor ? { headers: { [CHAT_VISITOR_HEADER]: visitor } } : {}) };
}
