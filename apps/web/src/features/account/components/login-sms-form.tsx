import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Form, FormAlert } from '@/components/ui/form-field';
import { errorMessageForCode } from '@/lib/error-message';
import { checkRule, findRule, requireValue } from '@/lib/field-messages';
import { useForm } from '@/lib/use-form';
import { useTranslation } from '@/lib/use-translation';
import { registerFieldsQueryOptions } from '../api/get-register-fields';
import { sendNoLoginSms } from '../api/send-no-login-sms';
import { useDialingCode } from '../use-dialing-code';
import type { LoginFlow } from '../use-login-flow';
import { CaptchaField } from './captcha-field';
import { PhoneField } from './phone-field';
import { SmsCodeField } from './sms-code-field';

/** Login by mobile number and SMS code (the number must be verified on an account). */
export function LoginSmsForm({ flow }: { flow: LoginFlow }) {
  const { t } = useTranslation();
  const { data: rules } = useQuery(registerFieldsQueryOptions);
  const dialing = useDialingCode();
  const [requestId, setRequestId] = useState<string | undefined>(undefined);
  const form = useForm({ mobile: '', code: '', captcha: '' }, (values) => ({
    mobile: checkRule(t, findRule(rules, 'mobileNum'), values.mobile, { enabled: true, required: true }),
    code: requireValue(t, values.code),
    captcha: flow.isCaptchaShown && values.captcha.trim() === '' ? t('validation.captcha') : undefined,
  }));

  const onSubmit = async () => {
    if (!form.validateAll()) return;
    if (!requestId) {
      form.setFieldError('code', t('validation.sendCodeFirst'));
      return;
    }
    const isAccepted = await flow.submit(
      {
        type: 'sms',
        username: form.values.mobile.trim(),
        password: form.values.code.trim(),
        countryDialingCode: dialing.code,
        requestId,
      },
      form.values.captcha,
    );
    if (!isAccepted) form.setValue('captcha', '');
  };

  return (
    <Form onSubmit={onSubmit}>
      <PhoneField field={form.bind('mobile')} dialing={dialing} />
      <SmsCodeField
        field={form.bind('code')}
        canRequest={() => form.validateFields(['mobile'])}
        request={() =>
          sendNoLoginSms({
            mobileNum: form.values.mobile.trim(),
            countryDialingCode: dialing.code,
            purpose: 'LOGIN',
          })
        }
        onSent={(sent) => setRequestId(sent.requestId)}
      />
      {flow.isCaptchaShown ? <CaptchaField field={form.bind('captcha')} state={flow.captcha} /> : null}
      {flow.errorCode ? <FormAlert>{errorMessageForCode(t, flow.errorCode)}</FormAlert> : null}
      <Button type="submit" variant="gold" size="lg" disabled={flow.isBusy}>
        {flow.isBusy ? t('account.loggingIn') : t('header.login')}
      </Button>
    </Form>
  );
}
