import { SMS_DEFAULT_EXPIRED_MINUTES, THROTTLE_MS } from '@playhall/contracts/constants';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';

export type CodeSent = { expiredMinutes: number; requestId: string };

/**
 * The "send code" button (portal-shell spec §4 "SMS code button"): after a request it is disabled and counts
 * down expiredMinutes x 60 seconds, less half the request's round trip, ticking every second. Requests are
 * throttled to one per second and made only when `canRequest` says the phone (or address) is valid.
 */
export function SmsCodeButton({
  canRequest,
  request,
  onSent,
  onError,
  disabled = false,
}: {
  canRequest: () => boolean;
  request: () => Promise<CodeSent>;
  onSent: (sent: CodeSent) => void;
  onError: (error: unknown) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const [isSending, setSending] = useState(false);
  const lastClick = useRef(0);

  useEffect(() => {
    if (endsAt === null) return;
    const timer = window.setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= endsAt) setEndsAt(null);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [endsAt]);

  const remaining = endsAt === null ? 0 : Math.max(0, Math.ceil((endsAt - now) / 1000));
  const isCounting = remaining > 0;

  const click = async () => {
    const started = Date.now();
    if (isSending || isCounting || started - lastClick.current < THROTTLE_MS.sms) return;
    lastClick.current = started;
    if (!canRequest()) return;
    setSending(true);
    try {
      const sent = await request();
      const finished = Date.now();
      const minutes = sent.expiredMinutes > 0 ? sent.expiredMinutes : SMS_DEFAULT_EXPIRED_MINUTES;
      // The code's clock started on the server about half a round trip ago.
      setNow(finished);
      setEndsAt(finished + minutes * 60_000 - (finished - started) / 2);
      onSent(sent);
    } catch (error) {
      onError(error);
    } finally {
      setSending(false);
    }
  };

  return (
    <button
      type="button"
      className="code-button"
      disabled={disabled || isSending || isCounting}
      aria-live="polite"
      onClick={() => void click()}
    >
      {isCounting ? t('account.resendIn', { seconds: remaining }) : t('account.sendCode')}
    </button>
  );
}
