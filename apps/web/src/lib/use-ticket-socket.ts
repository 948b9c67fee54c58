import { useEffect, useRef, useState } from 'react';

/** Where a live socket stands: opening for the first time, open, or waiting to open again after a drop. */
export type SocketState = 'connecting' | 'live' | 'reconnecting';

/** The pause before each new attempt after a drop or a failed one: 1 s, 2 s, 5 s, then every 10 s. */
const RECONNECT_DELAYS_MS = [1_000, 2_000, 5_000, 10_000] as const;

export function reconnectDelay(attempt: number): number {
  return RECONNECT_DELAYS_MS[Math.min(attempt, RECONNECT_DELAYS_MS.length - 1)] ?? 10_000;
}

function socketUrl(path: string, ticket: string): string {
  const protocol = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${protocol}//${window.location.host}${path}?ticket=${encodeURIComponent(ticket)}`;
}

/** Closes a socket without the console error Chromium logs for one closed while it is still connecting. */
function closeQuietly(socket: WebSocket): void {
  socket.onclose = null;
  socket.onmessage = null;
  if (socket.readyState === WebSocket.CONNECTING) socket.onopen = () => socket.close();
  else socket.close();
}

type Options = {
  /** The socket's path on this origin ("/wps/chat/socket"). */
  path: string;
  /** A fresh single-use ticket: a browser's WebSocket sends no bearer header, so each attempt asks for one. */
  ticket: () => Promise<string>;
  /** Each frame the server sends, parsed from JSON (frames that are not JSON are dropped). */
  onEvent: (event: unknown) => void;
  /** The socket opened again after a drop: what was said meanwhile never arrived on it, fetch it. */
  onReopen?: () => void;
  isEnabled?: boolean;
};

/**
 * A socket that only listens (what a client would say goes by HTTP calls), opened with a ticket and opened again
 * whenever it drops, with a growing pause, or at once when the device is back online.
 */
export function useTicketSocket({ path, ticket, onEvent, onReopen, isEnabled = true }: Options): SocketState {
  const [state, setState] = useState<SocketState>('connecting');
  const handlers = useRef({ ticket, onEvent, onReopen });
  handlers.current = { ticket, onEvent, onReopen };

  useEffect(() => {
    if (!isEnabled) return;
    let socket: WebSocket | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;
    let hasOpened = false;
    let isStopped = false;

    const retry = () => {
      if (isStopped) return;
      setState('reconnecting');
      timer = setTimeout(() => void connect(), reconnectDelay(attempt));
      attempt += 1;
    };

    async function connect(): Promise<void> {
      timer = undefined;
      let value: string;
      try {
        value = await handlers.current.ticket();
      } catch {
        retry();
        return;
      }
      if (isStopped) return;
      const current = new WebSocket(socketUrl(path, value));
      socket = current;
      current.onopen = () => {
        attempt = 0;
        setState('live');
        if (hasOpened) handlers.current.onReopen?.();
        hasOpened = true;
      };
      current.onmessage = (message) => {
        if (typeof message.data !== 'string') return;
        try {
          handlers.current.onEvent(JSON.parse(message.data));
        } catch {
          // not JSON: nothing the page can show
        }
      };
      current.onclose = () => {
        socket = null;
        retry();
      };
    }

    const online = () => {
      if (timer === undefined) return;
      clearTimeout(timer);
      void connect();
    };
    window.addEventListener('online', online);
    setState('connecting');
    void connect();
    return () => {
      isStopped = true;
      clearTimeout(timer);
      window.removeEventListener('online', online);
      if (socket) closeQuietly(socket);
    };
  }, [path, isEnabled]);

  return state;
}
