import type { MemberInfo } from '@playhall/contracts/accounts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormAlert, PasswordField, TextField } from '@/components/ui/form-field';
import { showMessage } from '@/lib/dialogs';
import { errorMessageForCode } from '@/lib/error-message';
import { isEmailAddress } from '@/lib/form-rules';
import { useForm } from '@/lib/use-form';
import { bindEmail } from '../../api/bind-email';
import { sendBindEmailCode } from '../../api/send-bind-email-code';
import { requireValue } from '../../field-messages';
import { SmsCodeField } from '../sms-code-field';
import { SecurityCard } from './security-card';
import { useSecurityAction } from './use-security-action';

/** Bind (or change) the e-mail address: the code sent to it and the password. */
export function BindEmailCard({ info }: { info: MemberInfo }) {
  const { t } = useTranslation();
  const action = useSecurityAction();
  const [isOpen, setOpen] = useState(false);
  const [requestId, setRequestId] = useState<string | undefined>(undefined);
  const form = useForm({ email: '', code: '', password: '' }, (values) => ({
    email: isEmailAddress(values.email.trim()) ? undefined : t('validation.email'),
    code: requireValue(t, values.code) && t('validation.verificationCode'),
    password: requireValue(t, values.password),
  }));

  const submit = async () => {
    if (!form.validateAll()) return;
    if (!requestId) {
      form.setFieldError('code', t('validation.sendCodeFirst'));
      return;
    }
    const done = await action.run(() =>
      bindEmail({
        email: form.values.email.trim(),
        verificationCode: form.values.code.trim(),
        requestId,
        password: form.values.password,
      }),
    );
    if (done) {
      setOpen(false);
      form.setValues({ email: '', code: '', password: '' });
      showMessage(t('security.emailBound'), 'success');
    }
  };

  return (
    <SecurityCard
      icon="mail"
      title={t('security.emailTitle')}
      status={info.email ? t('security.bound') : t('security.notBound')}
      isOn={Boolean(info.email)}
      description={
        info.email ? <span className="security-card__value">{info.email}</span> : t('security.emailBody')
      }
    >
      {isOpen ? (
        <form
          className="form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <TextField
            {...form.bind('email')}
            label={t('account.field.email')}
            type="email"
            autoComplete="email"
          />
          <SmsCodeField
            field={form.bind('code')}
            label={t('security.emailCode')}
            canRequest={() => form.validateFields(['email'])}
            request={() => sendBindEmailCode(form.values.email.trim())}
            onSent={(sent) => setRequestId(sent.requestId)}
          />
          <PasswordField
            {...form.bind('password')}
            label={t('security.currentPassword')}
            autoComplete="current-password"
          />
          {action.errorCode ? <FormAlert>{errorMessageForCode(t, action.errorCode)}</FormAlert> : null}
          <div className="security-card__actions">
            <Button variant="ghost" onClick={() => setOpen(false)}>
              {t('dialogs.in_more_cancel')}
            </Button>
            <Button type="submit" variant="gold" disabled={action.isBusy}>
              {t('security.bindEmail')}
            </Button>
          </div>
        </form>
      ) : (
        <Button variant="outline" onClick={() => setOpen(true)}>
          {info.email ? t('security.changeEmail') : t('security.bindEmail')}
        </Button>
      )}
    </SecurityCard>
  );
}
