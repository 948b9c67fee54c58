import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Form, FormAlert } from '@/components/ui/form-field';
import { errorMessageForCode } from '@/lib/error-message';
import { useTranslation } from '@/lib/use-translation';
import type { SecurityAction } from './use-security-action';

/**
 * The form a security card opens (bind the phone or the e-mail, set up or turn off the authenticator): its
 * fields, the refusal of the last try, then cancel and the card's own submit button.
 */
export function SecurityCardForm({
  action,
  submitLabel,
  onSubmit,
  onCancel,
  children,
}: {
  action: Pick<SecurityAction, 'errorCode' | 'isBusy'>;
  submitLabel: string;
  onSubmit: () => Promise<void>;
  onCancel: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Form onSubmit={onSubmit}>
      {children}
      {action.errorCode ? <FormAlert>{errorMessageForCode(t, action.errorCode)}</FormAlert> : null}
      <div className="security-card__actions">
        <Button variant="ghost" onClick={onCancel}>
          {t('dialogs.in_more_cancel')}
        </Button>
        <Button type="submit" variant="gold" disabled={action.isBusy}>
          {submitLabel}
        </Button>
      </div>
    </Form>
  );
}
