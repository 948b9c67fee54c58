import type { ChatHistory, ChatMessage, ChatSender } from '@playhall/contracts/chat';
import { type QueryKey, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { failureCode } from '@/lib/error-message';
import { lastFrom, mergeMessages } from './chat-messages';

export type ChatThreadSource = {
  /** The key of the thread's latest page, where messages that arrive are put (`addToLatestPage`). */
  queryKey: QueryKey;
  /** A page of history: the latest without `before`, else the messages before it; oldest first. */
  fetchPage(before: string | undefined, signal?: AbortSignal): Promise<ChatHistory>;
  /** Marks the other side's messages read up to one (the latest shown). */
  markRead(upTo: string): Promise<unknown>;
  /** Whose messages the reader marks read: the operators' for the customer, the customer's for an operator. */
  otherSide: ChatSender;
  isEnabled?: boolean;
};

/**
 * Marks the other side's newest message read whenever one is shown on a page in view, once per message; a page in
 * a background tab marks it when it comes back.
 */
function useMarkRead(messages: readonly ChatMessage[], source: ChatThreadSource): void {
  const marked = useRef<string | null>(null);
  const upTo = lastFrom(messages, source.otherSide)?.id;
  const markRead = useRef(source.markRead);
  markRead.current = source.markRead;
  useEffect(() => {
    if (upTo === undefined) return;
    const mark = () => {
      if (document.visibilityState !== 'visible' || marked.current === upTo) return;
      marked.current = upTo;
      markRead.current(upTo).catch(() => {
        // A mark that did not go is tried again with the next message; nothing to show for it.
        marked.current = null;
      });
    };
    mark();
    document.addEventListener('visibilitychange', mark);
    return () => document.removeEventListener('visibilitychange', mark);
  }, [upTo]);
}

/**
 * A conversation's thread: its latest page (a query, where live messages land), the earlier pages the reader
 * loaded, every message once and oldest first, and the read mark. Everything once shown stays, so that a page
 * fetched again after a reconnect only adds what was missed. Earlier pages are plain calls, not an infinite
 * query: its observer would join the @tanstack vendor chunk, which the home route's first load pays for.
 */
export function useChatThread(source: ChatThreadSource) {
  const { queryKey, fetchPage, isEnabled = true } = source;
  const latest = useQuery({
    queryKey,
    queryFn: ({ signal }) => fetchPage(undefined, signal),
    enabled: isEnabled,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const [seen, setSeen] = useState<readonly ChatMessage[]>([]);
  const [earlierHasMore, setEarlierHasMore] = useState<boolean | null>(null);
  const [isLoadingEarlier, setLoadingEarlier] = useState(false);
  const [earlierError, setEarlierError] = useState<string | null>(null);
  const page = latest.data;

  useEffect(() => {
    if (page) setSeen((known) => mergeMessages(known, page.messages));
  }, [page]);
  const messages = useMemo(() => mergeMessages(seen, page?.messages ?? []), [seen, page]);
  const hasMore = earlierHasMore ?? page?.hasMore ?? false;
  useMarkRead(messages, source);

  const oldest = messages[0]?.id;
  const loadEarlier = useCallback(async () => {
    if (oldest === undefined) return;
    setLoadingEarlier(true);
    setEarlierError(null);
    try {
      const earlier = await fetchPage(oldest);
      setSeen((known) => mergeMessages(known, earlier.messages));
      setEarlierHasMore(earlier.hasMore);
    } catch (error) {
      setEarlierError(failureCode(error));
    } finally {
      setLoadingEarlier(false);
    }
  }, [fetchPage, oldest]);

  return { latest, messages, hasMore, loadEarlier, isLoadingEarlier, earlierError };
}
