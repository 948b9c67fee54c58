import type { ChatMessage, ChatSender } from '@playhall/contracts/chat';
import { type ReactNode, useLayoutEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { brandDayOf } from '@/lib/brand-time';
import { type BrandTime, useBrandTime } from '@/lib/use-brand-time';
import { useTranslation } from '@/lib/use-translation';
import './chat-thread.css';

/** Within this distance of the end, a reader is following the conversation: a new message scrolls into view. */
const FOLLOW_PX = 120;

type Row = { message: ChatMessage; day: string | null; isFirstOfRun: boolean };

/** Each message with the brand's day above it where a day starts, and whether it starts a run of one sender. */
function rowsOf(messages: readonly ChatMessage[], time: BrandTime): Row[] {
  return messages.map((message, index) => {
    const previous = messages[index - 1];
    const day = brandDayOf(new Date(message.createdAt), time.timeZone);
    const previousDay = previous ? brandDayOf(new Date(previous.createdAt), time.timeZone) : null;
    const isNewDay = day !== previousDay;
    return {
      message,
      day: isNewDay ? `${time.date(message.createdAt)} · ${time.offsetAt(message.createdAt)}` : null,
      isFirstOfRun:
        isNewDay || previous?.sender !== message.sender || previous.operatorName !== message.operatorName,
    };
  });
}

/**
 * Keeps the reader where they were: at the end when they follow the conversation (or wrote the message), at the
 * same message when earlier ones are put above.
 */
function useScrollKeeper(messages: readonly ChatMessage[], ownSide: ChatSender) {
  const box = useRef<HTMLDivElement>(null);
  const before = useRef<{ first?: string; last?: string; fromEnd: number }>({ fromEnd: 0 });
  const remember = () => {
    const element = box.current;
    if (element) before.current.fromEnd = element.scrollHeight - element.scrollTop - element.clientHeight;
  };
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const first = messages[0]?.id;
    const last = messages.at(-1);
    const previous = before.current;
    if (last?.id !== previous.last) {
      if (previous.last === undefined || previous.fromEnd < FOLLOW_PX || last?.sender === ownSide)
        element.scrollTop = element.scrollHeight;
    } else if (first !== previous.first) {
      element.scrollTop = element.scrollHeight - element.clientHeight - previous.fromEnd;
    }
    before.current = {
      first,
      last: last?.id,
      fromEnd: element.scrollHeight - element.scrollTop - element.clientHeight,
    };
  }, [messages, ownSide]);
  return { box, remember };
}

/**
 * A live chat's messages (the customer's window and the console's): the reader's own on the end side, the other
 * side's on the start side signed with `labelOf`, times on the brand's clock under a line for each day, and
 * earlier messages on request. New messages are announced politely.
 */
export function ChatThread({
  messages,
  ownSide,
  labelOf,
  label,
  hasMore,
  isLoadingEarlier,
  onLoadEarlier,
  empty,
  renderImage,
}: {
  messages: readonly ChatMessage[];
  ownSide: ChatSender;
  labelOf: (message: ChatMessage) => string;
  /** The log's accessible name. */
  label: string;
  hasMore: boolean;
  isLoadingEarlier: boolean;
  onLoadEarlier: () => void;
  /** Shown while there is no message yet. */
  empty?: ReactNode;
  /** Draws an image's message (fetched with the reader's own credentials). */
  renderImage: (message: ChatMessage) => ReactNode;
}) {
  const { t } = useTranslation();
  const time = useBrandTime();
  const { box, remember } = useScrollKeeper(messages, ownSide);
  return (
    // Focusable so that a keyboard scrolls it when nothing in it is (a thread of images, say).
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus (WCAG 2.1.1)
    <div className="chat-thread" ref={box} onScroll={remember} tabIndex={0}>
      {hasMore ? (
        <div className="chat-thread__earlier">
          <Button
            size="sm"
            variant="outline"
            icon="history"
            disabled={isLoadingEarlier}
            onClick={onLoadEarlier}
          >
            {t('chat.loadEarlier')}
          </Button>
        </div>
      ) : null}
      {messages.length === 0 ? empty : null}
      <div role="log" aria-live="polite" aria-label={label} className="chat-thread__log">
        <ol className="chat-thread__list">
          {rowsOf(messages, time).map(({ message, day, isFirstOfRun }) => {
            const side = message.sender === ownSide ? 'own' : 'other';
            return [
              day ? (
                <li key={`day-${message.id}`} className="chat-thread__day">
                  <span>{day}</span>
                </li>
              ) : null,
              <li
                key={message.id}
                className={`chat-bubble chat-bubble--${side}${isFirstOfRun ? ' chat-bubble--first' : ''}`}
              >
                {isFirstOfRun ? <p className="chat-bubble__who">{labelOf(message)}</p> : null}
                {message.hasImage ? (
                  <div className="chat-bubble__image">{renderImage(message)}</div>
                ) : (
                  <p className="chat-bubble__text">{message.body}</p>
                )}
                <time
                  className="chat-bubble__time"
                  dateTime={message.createdAt}
                  title={time.dateTime(message.createdAt)}
                >
                  {time.time(message.createdAt, { zone: false })}
                </time>
              </li>,
            ];
          })}
        </ol>
      </div>
    </div>
  );
}
