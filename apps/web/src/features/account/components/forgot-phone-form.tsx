import { ErrorCode } from '@playhall/contracts/error-codes';
import type { FieldRule } from '@playhall/contracts/field-rule-check';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Form, FormAlert, PasswordField } from '@/components/ui/form-field';
import { ApiError } from '@/lib/api-client';
import { errorMessageForCode, failureCode } from '@/lib/error-message';
import { checkRule, findRule, requireValue, serverFieldMessages } from '@/lib/field-messages';
import { useSafeNavigate } from '@/lib/safe-navigate';
import { useForm } from '@/lib/use-form';
import { useTranslation } from '@/lib/use-translation';
import { resetPasswordByPhone } from '../api/reset-password-phone';
import { sendNoLoginSms } from '../api/send-no-login-sms';
import { showCodeFailure } from '../show-code-failure';
import { startSession } from '../start-session';
import { useCaptcha } from '../use-captcha';
import { useDialingCode } from '../use-dialing-code';
import { CaptchaField } from './captcha-field';
import { PasswordStrengthMeter } from './password-strength-meter';
import { PhoneField } from './phone-field';
import { SmsCodeField } from './sms-code-field';

/**
 * Recovery by phone: a captcha before the code is sent and again before the reset (each captcha is single use),
 * then the new password; success logs the member in and goes to /.
 */
export function ForgotPhoneForm({ rules, onDone }: { rules: FieldRule[] | undefined; onDone: () => void }) {
  const { t } = useTranslation();
  const navigate = useSafeNavigate();
  const dialing = useDialingCode();
  const captcha = useCaptcha(true);
  const [requestId, setRequestId] = useState<string | undefined>(undefined);
  const [errorCode, setErrorCode] = useState<string | null>(null);
  const [isBusy, setBusy] = useState(false);
  const form = useForm({ mobile: '', captcha: '', code: '', newPassword: '' }, (values) => ({
    mobile:
      checkRule(t, findRule(rules, 'mobileNum'), values.mobile, { enabled: true, required: true }) ??
      requireValue(t, values.mobile),
    captcha: values.captcha.trim() === '' ? t('validation.captcha') : undefined,
    code: requireValue(t, values.code) && t('validation.verificationCode'),
    newPassword:
      checkRule(t, findRule(rules, 'password'), values.newPassword, { enabled: true, required: true }) ??
      requireValue(t, values.newPassword),
  }));

  const spendCaptcha = () => {
    captcha.refresh();
    form.setValue('captcha', '');
  };

  const onSubmit = async () => {
    setErrorCode(null);
    if (!form.validateAll()) return;
    if (!requestId || !captcha.captcha) {
      form.setFieldError('code', t('validation.sendCodeFirst'));
      return;
    }
    setBusy(true);
    try {
      const granted = await resetPasswordByPhone({
        mobileNum: form.values.mobile.trim(),
        countryDialingCode: dialing.code,
        verificationCode: form.values.code.trim(),
        requestId,
        newPassword: form.values.newPassword,
        captchaId: captcha.captcha.id,
        captcha: form.values.captcha.trim(),
      });
      await startSession(granted);
      onDone();
      navigate('/');
    } catch (error) {
      spendCaptcha();
      const code = failureCode(error);
      const newPasswordError =
        error instanceof ApiError
          ? error.fieldErrors.find((fieldError) => fieldError.field === 'newPassword')
          : undefined;
      if (code === ErrorCode.CAPTCHA_INVALID || code === ErrorCode.CAPTCHA_REQUIRED)
        form.setFieldError('captcha', errorMessageForCode(t, code));
      else if (newPasswordError)
        form.setFieldError('newPassword', serverFieldMessages(t, [newPasswordError], rules).newPassword);
      else setErrorCode(code);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form onSubmit={onSubmit}>
      <p className="account-note">{t('account.forgotPhoneIntro')}</p>
      <PhoneField field={form.bind('mobile')} dialing={dialing} />
      <CaptchaField field={form.bind('captcha')} state={captcha} />
      <SmsCodeField
        field={form.bind('code')}
        canRequest={() => form.validateFields(['mobile', 'captcha']) && captcha.captcha !== null}
        request={() =>
          sendNoLoginSms({
            mobileNum: form.values.mobile.trim(),
            countryDialingCode: dialing.code,
            purpose: 'RESET_PASSWORD',
            captchaId: captcha.captcha?.id ?? '',
            captcha: form.values.captcha.trim(),
          })
        }
        onSent={(sent) => {
          setRequestId(sent.requestId);
          spendCaptcha();
        }}
        onError={(error) => {
          spendCaptcha();
          showCodeFailure(error);
        }}
      />
      <PasswordField
        {...form.bind('newPassword')}
        label={t('account.newPassword')}
        autoComplete="new-password"
      />
      <PasswordStrengthMeter password={form.values.newPassword} info={{ mobile: form.values.mobile }} />
      {errorCode ? <FormAlert>{errorMessageForCode(t, errorCode)}</FormAlert> : null}
      <Button type="submit" variant="gold" size="lg" disabled={isBusy}>
        {t('account.resetAndLogin')}
      </Button>
    </Form>
  );
}
