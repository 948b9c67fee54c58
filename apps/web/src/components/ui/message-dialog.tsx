import { Button } from './button';
import { Icon, type IconName } from './icon';
import { Modal } from './modal';
import './message-dialog.css';

const TONE_ICONS: Record<'info' | 'warning' | 'success' | 'confirm', IconName> = {
  info: 'info',
  warning: 'alert',
  success: 'shield',
  confirm: 'help',
};

/** A small prompt over everything else: a message and one or two buttons. */
export function MessageDialog({
  tone,
  title,
  message,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
}: {
  tone: keyof typeof TONE_ICONS;
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Modal title={title} width={380}>
      <div className={`message-dialog message-dialog--${tone}`}>
        <span className="message-dialog__icon">
          <Icon name={TONE_ICONS[tone]} size={26} />
        </span>
        <p className="message-dialog__text">{message}</p>
        <div className="message-dialog__actions">
          {cancelLabel ? (
            <Button variant="ghost" onClick={onCancel}>
              {cancelLabel}
            </Button>
          ) : null}
          <Button variant="gold" onClick={onConfirm} autoFocus>
            {confirmLabel}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
