import type { MemberInfo } from '@playhall/contracts/accounts';
import { ErrorCode } from '@playhall/contracts/error-codes';
import type { FieldRule } from '@playhall/contracts/field-rule-check';
import type { RegisterSettings } from '@playhall/contracts/system';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { CheckField, Form, FormAlert, PasswordField, TextField } from '@/components/ui/form-field';
import { ApiError } from '@/lib/api-client';
import { showMessage } from '@/lib/dialogs';
import { errorMessageForCode, failureCode } from '@/lib/error-message';
import { findRule, serverFieldMessages } from '@/lib/field-messages';
import { useForm } from '@/lib/use-form';
import { useTranslation } from '@/lib/use-translation';
import { type RegisterMode, register } from '../api/register';
import { sendRegisterSms } from '../api/send-register-sms';
import {
  type ExtraField,
  emptyRegisterValues,
  type RegisterValues,
  registerRequest,
  validateRegister,
  visibleFields,
} from '../register-rules';
import { showCodeFailure } from '../show-code-failure';
import { startSession } from '../start-session';
import { useCaptcha } from '../use-captcha';
import { useDialingCode } from '../use-dialing-code';
import { useInvitationCheck } from '../use-invitation-check';
import { CaptchaField } from './captcha-field';
import { ConsentText } from './consent-text';
import { PasswordStrengthMeter } from './password-strength-meter';
import { PhoneField } from './phone-field';
import { SmsCodeField } from './sms-code-field';

const CAPTCHA_CODES = new Set<string>([ErrorCode.CAPTCHA_REQUIRED, ErrorCode.CAPTCHA_INVALID]);

/** The registration form of one mode; success logs the new member in and hands the account on for its welcome. */
export function RegisterForm({
  mode,
  rules,
  settings,
  referralCode,
  recommenderId,
  onDone,
  onRegistered,
}: {
  mode: RegisterMode;
  rules: FieldRule[];
  settings: RegisterSettings;
  referralCode: string;
  /** A member's invite code from the link: sent even when the form does not show the field. */
  recommenderId: string;
  onDone: () => void;
  onRegistered: (member: MemberInfo) => void;
}) {
  const { t } = useTranslation();
  const hasCaptcha = settings.captchaOnRegister || findRule(rules, 'captcha')?.enabled === true;
  const captcha = useCaptcha(hasCaptcha);
  const dialing = useDialingCode(settings.defaultCountryDialingCode);
  const checkInvitation = useInvitationCheck();
  const [requestId, setRequestId] = useState<string | undefined>(undefined);
  const [errorCode, setErrorCode] = useState<string | null>(null);
  const [isBusy, setBusy] = useState(false);
  const form = useForm({ ...emptyRegisterValues(referralCode), recommenderId }, (values) =>
    validateRegister(t, rules, mode, hasCaptcha, settings.minimumAge, values),
  );
  const shown = visibleFields(rules, mode, hasCaptcha);
  const optional = (field: Parameters<typeof findRule>[1], required = false) =>
    required || findRule(rules, field)?.required ? undefined : t('validation.optional');

  const applyServerErrors = (error: unknown) => {
    const code = failureCode(error);
    if (code === ErrorCode.INVALID_REFERRAL_CODE) {
      setErrorCode(code);
      return;
    }
    if (code === ErrorCode.INVALID_INVITATION_CODE) {
      showMessage(t('validation.invitationCode'), 'warning');
      return;
    }
    if (error instanceof ApiError && error.fieldErrors.length > 0) {
      const messages = serverFieldMessages(t, error.fieldErrors, rules);
      for (const [field, message] of Object.entries(messages)) {
        const name = field === 'termsAccepted' ? 'terms' : field;
        if (name in form.values)
          form.setFieldError(
            name as keyof RegisterValues & string,
            code === ErrorCode.USERNAME_TAKEN ? t('errors.USERNAME_TAKEN') : message,
          );
      }
      if (code === ErrorCode.VALIDATION_FAILED) return;
    }
    setErrorCode(code);
  };

  const onSubmit = async () => {
    setErrorCode(null);
    if (!form.validateAll()) return;
    if (shown.verificationCode && !requestId) {
      form.setFieldError('verificationCode', t('validation.sendCodeFirst'));
      return;
    }
    setBusy(true);
    try {
      if (shown.extras.includes('affiliateCode') && !(await checkInvitation(form.values.affiliateCode)))
        return;
      const request = registerRequest(rules, mode, form.values, {
        countryDialingCode: dialing.code,
        requestId,
        captchaId: captcha.captcha?.id,
        hasCaptcha,
      });
      if (recommenderId && !request.recommenderId) request.recommenderId = recommenderId;
      const start = await startSession(await register({ mode, request }));
      if (start.status === 'READY') onRegistered(start.member);
      else onDone();
    } catch (error) {
      if (hasCaptcha) {
        captcha.refresh();
        form.setValue('captcha', '');
      }
      if (CAPTCHA_CODES.has(failureCode(error)))
        form.setFieldError('captcha', errorMessageForCode(t, failureCode(error)));
      else applyServerErrors(error);
    } finally {
      setBusy(false);
    }
  };

  const extra = (field: ExtraField) => {
    if (!shown.extras.includes(field)) return null;
    const bound = form.bind(field);
    if (field === 'paymentPassword') {
      return (
        <PasswordField key={field} {...bound} label={t('account.field.paymentPassword')} autoComplete="off" />
      );
    }
    return (
      <TextField
        key={field}
        {...bound}
        label={t(`account.field.${field}`)}
        optionalLabel={optional(field)}
        type={field === 'email' ? 'email' : 'text'}
        autoComplete={field === 'email' ? 'email' : field === 'payeeName' ? 'name' : 'off'}
        onBlur={
          field === 'affiliateCode'
            ? () => {
                bound.onBlur();
                void checkInvitation(form.values.affiliateCode);
              }
            : bound.onBlur
        }
      />
    );
  };

  return (
    <Form onSubmit={onSubmit}>
      {shown.username ? (
        <TextField
          {...form.bind('username')}
          label={t('account.username')}
          optionalLabel={mode === 'MOBILE' ? t('validation.optional') : optional('username')}
          hint={mode === 'MOBILE' ? t('account.usernameFromMobile') : undefined}
          autoComplete="username"
          autoCapitalize="off"
          spellCheck={false}
        />
      ) : null}
      {shown.mobileNum ? (
        <PhoneField
          field={form.bind('mobileNum')}
          dialing={dialing}
          optionalLabel={mode === 'MOBILE' ? undefined : optional('mobileNum')}
        />
      ) : null}
      {shown.verificationCode ? (
        <SmsCodeField
          field={form.bind('verificationCode')}
          canRequest={() => form.validateFields(hasCaptcha ? ['mobileNum', 'captcha'] : ['mobileNum'])}
          request={() =>
            sendRegisterSms({
              mobileNo: form.values.mobileNum.trim(),
              countryDialingCode: dialing.code,
              ...(hasCaptcha && captcha.captcha
                ? { captchaId: captcha.captcha.id, captcha: form.values.captcha.trim() }
                : {}),
            })
          }
          onSent={(sent) => {
            setRequestId(sent.requestId);
            if (hasCaptcha) {
              captcha.refresh();
              form.setValue('captcha', '');
            }
          }}
          onError={(error) => {
            if (hasCaptcha) captcha.refresh();
            showCodeFailure(error);
          }}
        />
      ) : null}
      <div className="form__row">
        <PasswordField {...form.bind('password')} label={t('account.password')} autoComplete="new-password" />
        <PasswordField
          {...form.bind('confirmPassword')}
          label={t('account.confirmPassword')}
          autoComplete="new-password"
        />
      </div>
      <PasswordStrengthMeter
        password={form.values.password}
        info={{
          account: form.values.username,
          email: form.values.email,
          mobile: form.values.mobileNum,
          realName: form.values.payeeName,
        }}
      />
      {shown.extras.map(extra)}
      {recommenderId && !shown.extras.includes('recommenderId') ? (
        <FormAlert tone="info">{t('referral.invitedBy', { code: recommenderId })}</FormAlert>
      ) : null}
      {shown.captcha ? <CaptchaField field={form.bind('captcha')} state={captcha} /> : null}
      <CheckField
        checked={form.values.terms}
        onChange={(value) => form.setValue('terms', value)}
        error={form.errors.terms}
      >
        <span className="age-badge">{t('footer.ageBadge', { age: settings.minimumAge })}</span>{' '}
        <ConsentText age={settings.minimumAge} />
      </CheckField>
      {errorCode ? <FormAlert>{errorMessageForCode(t, errorCode)}</FormAlert> : null}
      <Button type="submit" variant="gold" size="lg" disabled={isBusy}>
        {isBusy ? t('account.registering') : t('account.createAccount')}
      </Button>
    </Form>
  );
}
