import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef, useState } from 'react';
import { useI18n } from '../i18n/i18n';

type ToastKind = 'error' | 'success' | 'info';
type Toast = { id: number; kind: ToastKind; text: string };

type Toasts = { show(kind: ToastKind, text: string): void };

const ToastContext = createContext<Toasts>({ show: () => {} });

const LIFETIME_MS: Record<ToastKind, number> = { error: 7000, success: 4000, info: 4000 };

/**
 * Messages over the game. Errors use role="alert" so screen readers interrupt with them; the same text never
 * stacks twice (a player hammering Spin with no money sees one "not enough balance", not five).
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const { t } = useI18n();
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);
  const dismiss = useCallback(
    (id: number) => setToasts((list) => list.filter((toast) => toast.id !== id)),
    [],
  );
  const show = useCallback(
    (kind: ToastKind, text: string) => {
      const id = nextId.current++;
      setToasts((list) => [...list.filter((toast) => toast.text !== text), { id, kind, text }].slice(-3));
      window.setTimeout(() => dismiss(id), LIFETIME_MS[kind]);
    },
    [dismiss],
  );
  const value = useMemo(() => ({ show }), [show]);
  return (
    <ToastContext.Provider value={value}>
      {children}
      <section className="toasts" aria-label={t('common.notifications')}>
        {toasts.map((toast) => (
          <div
            key={toast.id}
            className={`toast toast-${toast.kind}`}
            role={toast.kind === 'error' ? 'alert' : 'status'}
          >
            <span className="toast-icon" aria-hidden="true">
              {toast.kind === 'error' ? '!' : toast.kind === 'info' ? 'i' : '✓'}
            </span>
            <span className="toast-text">{toast.text}</span>
            <button
              type="button"
              className="toast-close"
              aria-label={t('common.dismiss')}
              onClick={() => dismiss(toast.id)}
            >
              ×
            </button>
          </div>
        ))}
      </section>
    </ToastContext.Provider>
  );
}

export function useToasts(): Toasts {
  return useContext(ToastContext);
}
