import { CHAT_LIMITS } from '@playhall/contracts/chat-rules';
import { UPLOAD_LIMITS } from '@playhall/contracts/constants';
import { type KeyboardEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { useTranslation } from '@/lib/use-translation';
import './chat-thread.css';

/** The counter shows from here on: well before the limit, never while a message is short. */
const COUNTER_FROM = CHAT_LIMITS.bodyMax - 200;
const IMAGE_TYPES = ['image/png', 'image/jpeg'];
const IMAGE_NAME = /\.(png|jpe?g)$/i;
const MB = 1024 * 1024;

/**
 * The box a chat message is written in: Enter sends, Shift+Enter starts a new line (and Enter that ends a word
 * being composed in an input method does neither). The text stays when a send fails, and goes once it is sent.
 */
export function ChatComposer({
  label,
  placeholder,
  onSend,
  onSendImage,
  isBusy,
  error,
}: {
  label: string;
  placeholder: string;
  /** Sends the words; answers whether they went. */
  onSend: (body: string) => Promise<boolean>;
  /** Sends an image (spec §5: a PNG or JPG of at most 5 MB, checked here first and by the server again). */
  onSendImage: (file: File) => Promise<boolean>;
  isBusy: boolean;
  /** A translated refusal of the last send. */
  error?: string | null;
}) {
  const { t } = useTranslation();
  const [body, setBody] = useState('');
  const [imageNote, setImageNote] = useState<string | null>(null);
  const hintId = useId();
  const errorId = useId();
  const canSend = !isBusy && body.trim() !== '';
  const shown = imageNote ?? error;

  const sendImage = (file: File | undefined) => {
    if (!file || isBusy) return;
    if (!IMAGE_TYPES.includes(file.type) || !IMAGE_NAME.test(file.name)) {
      setImageNote(t('feedback.imageType', { name: file.name }));
    } else if (file.size > UPLOAD_LIMITS.maxBytes) {
      setImageNote(t('feedback.imageSize', { name: file.name, size: UPLOAD_LIMITS.maxBytes / MB }));
    } else {
      setImageNote(null);
      void onSendImage(file);
    }
  };

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
      {shown ? (
        <p id={errorId} className="chat-composer__error" role="alert">
          <Icon name="alert" size={16} />
          <span>{shown}</span>
        </p>
      ) : null}
      <div className="chat-composer__row">
        <label className="chat-composer__attach" title={t('chat.attach')} aria-disabled={isBusy}>
          <Icon name="image" size={19} />
          <input
            type="file"
            className="visually-hidden"
            aria-label={t('chat.attach')}
            accept="image/png,image/jpeg"
            disabled={isBusy}
            onChange={(event) => {
              sendImage(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
        </label>
        <textarea
          className="chat-composer__input"
          aria-label={label}
          aria-describedby={shown ? `${hintId} ${errorId}` : hintId}
          placeholder={placeholder}
          value={body}
          maxLength={CHAT_LIMITS.bodyMax}
          rows={1}
          onChange={(event) => {
            setBody(event.target.value);
            setImageNote(null);
          }}
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
