import { CHAT_LIMITS } from '@playhall/contracts/chat-rules';
import { type KeyboardEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { useTranslation } from '@/lib/use-translation';
import './chat-thread.css';

/** The counter shows from here on: well before the limit, never while a message is short. */
const COUNTER_FROM = CHAT_LIMITS.bodyMax - 200;

/**
 * The box a chat message is written in: Enter sends, Shift+Enter starts a new line (and Enter that ends a word
 * being composed in an input method does neither). The text stays when a send fails, and goes once it is sent.
 */
export function ChatComposer({
  label,
  placeholder,
  onSend,
  isBusy,
  error,
}: {
  label: string;
  placeholder: string;
  /** Sends the words; answers whether they went. */
  onSend: (body: string) => Promise<boolean>;
  isBusy: boolean;
  /** A translated refusal of the last send. */
  error?: string | null;
}) {
  const { t } = useTranslation();
  const [body, setBody] = useState('');
  const hintId = useId();
  const errorId = useId();
  const canSend = !isBusy && body.trim() !== '';

  const send = async () => {
    if (!canSend) return;
    if (await onSend(body)) setBody('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void send();
  };

  return (
    <form
      className="chat-composer"
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      {error ? (
        <p id={errorId} className="chat-composer__error" role="alert">
          <Icon name="alert" size={16} />
          <span>{error}</span>
        </p>
      ) : null}
      <div className="chat-composer__row">
        <textarea
          className="chat-composer__input"
          aria-label={label}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          placeholder={placeholder}
          value={body}
          maxLength={CHAT_LIMITS.bodyMax}
          rows={1}
          onChange={(event) => setBody(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <Button
          type="submit"
          variant="gold"
          icon="send"
          iconOnly
          className="chat-composer__send"
          aria-label={t('chat.send')}
          disabled={!canSend}
        />
      </div>
      <p className="chat-composer__foot">
        <span id={hintId} className="chat-composer__hint">
          {t('chat.keysHint')}
        </span>
        {body.length >= COUNTER_FROM ? (
          <span
            className={`chat-composer__count${body.length >= CHAT_LIMITS.bodyMax ? ' chat-composer__count--full' : ''}`}
          >
            {t('chat.counter', { count: body.length, max: CHAT_LIMITS.bodyMax })}
          </span>
        ) : null}
      </p>
    </form>
  );
}
