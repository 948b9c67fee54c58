import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Form, FormAlert } from '@/components/ui/form-field';
import { Modal } from '@/components/ui/modal';
import { TextAreaField } from '@/components/ui/select-field';
import { useTranslation } from '@/lib/use-translation';

const REASON = { min: 3, max: 200 };

/**
 * Asks for the reason of a decision (3 to 200 characters): a rejection the member reads, a contract ended or a
 * payment cancelled, which the audit log keeps. `note` says first what the decision does.
 */
export function ReasonDialog({
  title,
  note,
  confirmLabel,
  errorMessage,
  isBusy,
  onConfirm,
  onCancel,
}: {
  title: string;
  note?: string | undefined;
  confirmLabel: string;
  errorMessage?: string | undefined;
  isBusy: boolean;
  onConfirm(reason: string): void;
  onCancel(): void;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const submit = () => {
    if (reason.trim().length < REASON.min) {
      setError(t('ops.reasonRule', { min: REASON.min, max: REASON.max }));
      return;
    }
    onConfirm(reason.trim());
  };
  return (
    <Modal title={title} closeLabel={t('modal.close')} onClose={onCancel} width={460}>
      <Form onSubmit={submit}>
        {note ? <p className="ops-dialog-note">{note}</p> : null}
        <TextAreaField
          label={t('ops.reason')}
          value={reason}
          onChange={(value) => {
            setReason(value);
            if (error) setError(undefined);
          }}
          maxLength={REASON.max}
          error={error}
          counterLabel={t('ops.reasonCounter', { count: reason.length, max: REASON.max })}
        />
        {errorMessage ? <FormAlert>{errorMessage}</FormAlert> : null}
        <div className="form-actions">
          <Button variant="ghost" onClick={onCancel}>
            {t('dialogs.in_more_cancel')}
          </Button>
          <Button type="submit" variant="gold" disabled={isBusy}>
            {confirmLabel}
          </Button>
        </div>
      </Form>
    </Modal>
  );
}
