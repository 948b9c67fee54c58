import type { MemberInfo } from '@playhall/contracts/accounts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormAlert, PasswordField } from '@/components/ui/form-field';
import { showMessage } from '@/lib/dialogs';
import { errorMessageForCode } from '@/lib/error-message';
import { useForm } from '@/lib/use-form';
import { bindPhone } from '../../api/bind-phone';
import { registerFieldsQueryOptions } from '../../api/get-register-fields';
import { sendBindPhoneCode } from '../../api/send-bind-phone-code';
import { checkRule, findRule, requireValue } from '../../field-messages';
import { useDialingCode } from '../../use-dialing-code';
import { PhoneField } from '../phone-field';
import { SmsCodeField } from '../sms-code-field';
import { SecurityCard } from './security-card';
import { useSecurityAction } from './use-security-action';

/** Bind (or change) the phone: country, number, the code sent to it, and the password. */
export function BindPhoneCard({ info }: { info: MemberInfo }) {
  const { t } = useTranslation();
  const { data: rules } = useQuery(registerFieldsQueryOptions);
  const dialing = useDialingCode();
  const action = useSecurityAction();
  const [isOpen, setOpen] = useState(false);
  const [requestId, setRequestId] = useState<string | undefined>(undefined);
  const form = useForm({ mobile: '', code: '', password: '' }, (values) => ({
    mobile:
      checkRule(t, findRule(rules, 'mobileNum'), values.mobile, { enabled: true, required: true }) ??
      requireValue(t, values.mobile),
    code: requireValue(t, values.code) && t('validation.verificationCode'),
    password: requireValue(t, values.password),
  }));
  const isBound = Boolean(info.mobile) && info.mobileVerified;

  const submit = async () => {
    if (!form.validateAll()) return;
    if (!requestId) {
      form.setFieldError('code', t('validation.sendCodeFirst'));
      return;
    }
    const done = await action.run(() =>
      bindPhone({
        mobileNum: form.values.mobile.trim(),
        countryDialingCode: dialing.code,
        verificationCode: form.values.code.trim(),
        requestId,
        password: form.values.password,
      }),
    );
    if (done) {
      setOpen(false);
      form.setValues({ mobile: '', code: '', password: '' });
      showMessage(t('security.phoneBound'), 'success');
    }
  };

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
        <form
          className="form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
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
          {action.errorCode ? <FormAlert>{errorMessageForCode(t, action.errorCode)}</FormAlert> : null}
          <div className="security-card__actions">
            <Button variant="ghost" onClick={() => setOpen(false)}>
              {t('dialogs.in_more_cancel')}
            </Button>
            <Button type="submit" variant="gold" disabled={action.isBusy}>
              {t('security.bindPhone')}
            </Button>
          </div>
        </form>
      ) : (
        <Button variant="outline" onClick={() => setOpen(true)}>
          {isBound ? t('security.changePhone') : t('security.bindPhone')}
        </Button>
      )}
    </SecurityCard>
  );
}
