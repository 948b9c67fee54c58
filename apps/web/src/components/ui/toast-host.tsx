import { useEffect, useState } from 'react';
import { dismissToast, type Toast, type ToastTone, useToastStore } from '@/lib/toast';
import { useTranslation } from '@/lib/use-translation';
import { Icon, type IconName } from './icon';
import './toast.css';

const ICONS: Record<ToastTone, IconName> = { success: 'checkCircle', info: 'info', warning: 'alert' };

/** Long enough to read a sentence; a warning a little longer. Paused while the pointer or focus is on it. */
const SHOWN_MS: Record<ToastTone, number> = { success: 4_000, info: 5_000, warning: 7_000 };

function ToastItem({ toast, closeLabel }: { toast: Toast; closeLabel: string }) {
  const [isHeld, setHeld] = useState(false);
  useEffect(() => {
    if (isHeld) return;
    const timer = window.setTimeout(() => dismissToast(toast.id), SHOWN_MS[toast.tone]);
    return () => window.clearTimeout(timer);
  }, [toast.id, toast.tone, isHeld]);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: holding the toast is a courtesy; its button dismisses it
    <div
      className={`toast toast--${toast.tone}`}
      data-testid="toast"
      onPointerEnter={() => setHeld(true)}
      onPointerLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      <Icon name={ICONS[toast.tone]} size={20} className="toast__icon" />
      <p className="toast__text">{toast.message}</p>
      <button
        type="button"
        className="toast__close"
        aria-label={closeLabel}
        onClick={() => dismissToast(toast.id)}
      >
        <Icon name="close" size={16} />
      </button>
    </div>
  );
}

/**
 * The toasts: a polite live region (role=status) that says each one once and never takes focus. The region is
 * in the page before its first message, as screen readers announce changes to a region, not a region that
 * arrives with its text; the host stays once loaded.
 */
export function ToastHost() {
  const { t } = useTranslation();
  const toasts = useToastStore((state) => state.toasts);
  const [isReady, setReady] = useState(false);
  useEffect(() => {
    const frame = window.requestAnimationFrame(() => setReady(true));
    return () => window.cancelAnimationFrame(frame);
  }, []);
  return (
    <div className="toasts" role="status" aria-live="polite">
      {isReady
        ? toasts.map((toast) => <ToastItem key={toast.id} toast={toast} closeLabel={t('modal.close')} />)
        : null}
    </div>
  );
}
