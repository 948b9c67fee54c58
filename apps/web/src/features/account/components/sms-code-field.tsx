import { TextField } from '@/components/ui/form-field';
import { type CodeSent, SmsCodeButton } from '@/components/ui/sms-code-button';
import type { BoundField } from '@/lib/use-form';
import { useTranslation } from '@/lib/use-translation';
import { showCodeFailure } from '../show-code-failure';

/**
 * The code a member types after asking for one (by SMS, or by e-mail with its own label), with the send-code
 * button and its countdown inside the field. A refused request is shown as a message unless `onError` says
 * otherwise.
 */
export function SmsCodeField({
  field,
  label,
  canRequest,
  request,
  onSent,
  onError = showCodeFailure,
}: {
  field: BoundField<string>;
  label?: string;
  canRequest: () => boolean;
  request: () => Promise<CodeSent>;
  onSent: (sent: CodeSent) => void;
  onError?: (error: unknown) => void;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      {...field}
      label={label ?? t('account.smsCode')}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={12}
      suffix={<SmsCodeButton canRequest={canRequest} request={request} onSent={onSent} onError={onError} />}
    />
  );
}
