import type { MemberInfo } from '@playhall/contracts/accounts';
import { useQuery } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { PasswordField } from '@/components/ui/form-field';
import { checkRule, findRule, requireValue } from '@/lib/field-messages';
import { useTranslation } from '@/lib/use-translation';
import { bindPhone } from '../../api/bind-phone';
import { registerFieldsQueryOptions } from '../../api/get-register-fields';
import { sendBindPhoneCode } from '../../api/send-bind-phone-code';
import { useDialingCode } from '../../use-dialing-code';
import { PhoneField } from '../phone-field';
import { SmsCodeField } from '../sms-code-field';
import { SecurityCard } from './security-card';
import { SecurityCardForm } from './security-card-form';
import { useBindingCard } from './use-binding-card';

/** Bind (or change) the phone: country, number, the code sent to it, and the password. */
export function BindPhoneCard({ info }: { info: MemberInfo }) {
  const { t } = useTranslation();
  const { data: rules } = useQuery(registerFieldsQueryOptions);
  const dialing = useDialingCode();
  const { action, form, isOpen, setOpen, setRequestId, submit } = useBindingCard({
    empty: { mobile: '', code: '', password: '' },
    validate: (values) => ({
      mobile:
        checkRule(t, findRule(rules, 'mobileNum'), values.mobile, { enabled: true, required: true }) ??
        requireValue(t, values.mobile),
      code: requireValue(t, values.code) && t('validation.verificationCode'),
      password: requireValue(t, values.password),
    }),
    bind: (values, requestId) =>
      bindPhone({
        mobileNum: values.mobile.trim(),
        countryDialingCode: dialing.code,
        verificationCode: values.code.trim(),
        requestId,
        password: values.password,
      }),
    doneMessage: t('security.phoneBound'),
  });
  const isBound = Boolean(info.mobile) && info.mobileVerified;

  return (
    <SecurityCard
      icon="phone"
      title={t('security.phoneTitle')}
      status={isBound ? t('security.bound') : t('security.notBound')}
      isOn={isBound}
      description={
        isBound ? <span className="security-card__value">{info.mobile}</span> : t('security.phoneBody')
      }
    >
      {isOpen ? (
        <SecurityCardForm
          action={action}
          submitLabel={t('security.bindPhone')}
          onSubmit={submit}
          onCancel={() => setOpen(false)}
        >
          <PhoneField field={form.bind('mobile')} dialing={dialing} />
          <SmsCodeField
            field={form.bind('code')}
            canRequest={() => form.validateFields(['mobile'])}
            request={() =>
              sendBindPhoneCode({ mobileNum: form.values.mobile.trim(), countryDialingCode: dialing.code })
            }
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
          {isBound ? t('security.changePhone') : t('security.bindPhone')}
        </Button>
      )}
    </SecurityCard>
  );
}
