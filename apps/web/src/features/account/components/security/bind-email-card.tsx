import type { MemberInfo } from '@playhall/contracts/accounts';
import { Button } from '@/components/ui/button';
import { PasswordField, TextField } from '@/components/ui/form-field';
import { requireValue } from '@/lib/field-messages';
import { isEmailAddress } from '@/lib/form-rules';
import { useTranslation } from '@/lib/use-translation';
import { bindEmail } from '../../api/bind-email';
import { sendBindEmailCode } from '../../api/send-bind-email-code';
import { SmsCodeField } from '../sms-code-field';
import { SecurityCard } from './security-card';
import { SecurityCardForm } from './security-card-form';
import { useBindingCard } from './use-binding-card';

/** Bind (or change) the e-mail address: the code sent to it and the password. */
export function BindEmailCard({ info }: { info: MemberInfo }) {
  const { t } = useTranslation();
  const { action, form, isOpen, setOpen, setRequestId, submit } = useBindingCard({
    empty: { email: '', code: '', password: '' },
    validate: (values) => ({
      email: isEmailAddress(values.email.trim()) ? undefined : t('validation.email'),
      code: requireValue(t, values.code) && t('validation.verificationCode'),
      password: requireValue(t, values.password),
    }),
    bind: (values, requestId) =>
      bindEmail({
        email: values.email.trim(),
        verificationCode: values.code.trim(),
        requestId,
        password: values.password,
      }),
    doneMessage: t('security.emailBound'),
  });

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
        <SecurityCardForm
          action={action}
          submitLabel={t('security.bindEmail')}
          onSubmit={submit}
          onCancel={() => setOpen(false)}
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
        </SecurityCardForm>
      ) : (
        <Button variant="outline" onClick={() => setOpen(true)}>
          {info.email ? t('security.changeEmail') : t('security.bindEmail')}
        </Button>
      )}
    </SecurityCard>
  );
}
