import { useQueryClient } from '@tanstack/react-query';
import { type RefObject, useEffect } from 'react';
import { WALLET_QUERY_KEY } from '@/lib/api/get-balance';

/** What a game posts to the portal after every bet and win (the built-in provider and outside vendors alike). */
export const BALANCE_MESSAGE_TYPE = 'playhall:balance';

function isBalanceMessage(data: unknown): boolean {
  return typeof data === 'object' && data !== null && 'type' in data && data.type === BALANCE_MESSAGE_TYPE;
}

function originOf(url: string): string | null {
  try {
    return new URL(url, window.location.href).origin;
  } catch {
    return null;
  }
}

/**
 * Keeps the header balance in step with a game in a frame: when the game (and only the game: the frame's own
 * window, from the launch address's origin) says the balance moved, the wallet queries load again from the
 * server. The posted figure itself is never shown: the server's answer is the one that counts.
 */
export function useBalanceSync(frame: RefObject<HTMLIFrameElement | null>, url: string | undefined) {
  const queryClient = useQueryClient();
  useEffect(() => {
    const origin = url ? originOf(url) : null;
    if (!origin) return;
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== origin || !isBalanceMessage(event.data)) return;
      if (frame.current && event.source !== frame.current.contentWindow) return;
      void queryClient.invalidateQueries({ queryKey: WALLET_QUERY_KEY });
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [url, frame, queryClient]);
}
