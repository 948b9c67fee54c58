import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { apiRequest } from '@/lib/api-client';
import { useSessionToken } from '@/lib/session-token';

/** True once the browser has been idle after the page loaded: the badge's first call waits for the page's own. */
function useAfterIdle(): boolean {
  const [isIdle, setIdle] = useState(false);
  useEffect(() => {
    if (!('requestIdleCallback' in window)) {
      const timer = setTimeout(() => setIdle(true), 2_000);
      return () => clearTimeout(timer);
    }
    const handle = window.requestIdleCallback(() => setIdle(true), { timeout: 5_000 });
    return () => window.cancelIdleCallback(handle);
  }, []);
  return isIdle;
}

/**
 * A logged-in member's operator messages in the live chat they have not read (0 for a guest, or before the
 * first chat): asked once the page is idle, then every minute, and again when the window is back in front (the
 * chat's popup, closed, has marked them read).
 */
export function useChatUnread(): number {
  const token = useSessionToken();
  const isIdle = useAfterIdle();
  const { data } = useQuery({
    queryKey: ['support', 'chat-unread', token],
    queryFn: ({ signal }) => apiRequest<{ count: number }>('/wps/chat/unread', { signal }),
    enabled: token !== null && isIdle,
    refetchInterval: 60_000,
    refetchOnWindowFocus: true,
    staleTime: 30_000,
    select: (value) => value.count,
  });
  return token === null ? 0 : (data ?? 0);
}
