import { type PointerEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Icon } from './icon';
import './modal.css';

type Offset = { x: number; y: number };

/**
 * A modal frame (portal-shell spec §2): it does not close on a click outside, has an optional close button,
 * can be dragged by its header, and opens with the zoom-in-top animation. Page scroll locking is done once for
 * all open modals by the modal host.
 */
export function Modal({
  title,
  closeLabel,
  onClose,
  width = 440,
  header,
  children,
}: {
  title: string;
  /** Accessible name of the close button; the button is shown only with `onClose`. */
  closeLabel?: string;
  onClose?: () => void;
  width?: number;
  /** Optional art drawn in the header behind the title. */
  header?: ReactNode;
  children: ReactNode;
}) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const drag = useRef<{ startX: number; startY: number; origin: Offset } | null>(null);
  const [offset, setOffset] = useState<Offset>({ x: 0, y: 0 });

  useEffect(() => {
    // A field that asked for focus (autoFocus) keeps it; otherwise the dialog itself takes it.
    if (!dialogRef.current?.contains(document.activeElement))
      dialogRef.current?.focus({ preventScroll: true });
  }, []);

  useEffect(() => {
    if (!onClose) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    if (event.button !== 0 || (event.target instanceof Element && event.target.closest('button, a'))) return;
    drag.current = { startX: event.clientX, startY: event.clientY, origin: offset };
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    const start = drag.current;
    if (!start) return;
    // Keep at least part of the header on screen so the modal can always be dragged back.
    const maxX = window.innerWidth / 2;
    const maxY = window.innerHeight / 2;
    setOffset({
      x: Math.max(-maxX, Math.min(maxX, start.origin.x + event.clientX - start.startX)),
      y: Math.max(-maxY + 40, Math.min(maxY, start.origin.y + event.clientY - start.startY)),
    });
  };
  const onPointerUp = () => {
    drag.current = null;
  };

  return (
    <div className="modal-layer">
      <div className="modal-backdrop" aria-hidden="true" />
      <div
        ref={dialogRef}
        className="modal"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        style={{ width: `min(${width}px, calc(100vw - 1.5rem))`, translate: `${offset.x}px ${offset.y}px` }}
      >
        <header
          className="modal__header"
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerUp}
        >
          {header}
          <h2 id={titleId} className="modal__title">
            {title}
          </h2>
          {onClose ? (
            <button type="button" className="modal__close" aria-label={closeLabel} onClick={onClose}>
              <Icon name="close" size={18} />
            </button>
          ) : null}
        </header>
        <div className="modal__body">{children}</div>
      </div>
    </div>
  );
}
