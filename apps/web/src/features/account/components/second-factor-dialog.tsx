import type { SecondFactorMethod } from '@playhall/contracts/accounts';
import { ErrorCode } from '@playhall/contracts/error-codes';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Form, FormAlert, TextField } from '@/components/ui/form-field';
import { Icon, type IconName } from '@/components/ui/icon';
import { SmsCodeButton } from '@/components/ui/sms-code-button';
import { errorMessageForCode, failureCode } from '@/lib/error-message';
import { requireValue } from '@/lib/field-messages';
import { isSixDigits } from '@/lib/form-rules';
import { useForm } from '@/lib/use-form';
import { useTranslation } from '@/lib/use-translation';
import { sendChallengeCode } from '../api/send-challenge-code';
import type { SessionGranted } from '../api/session-granted';
import { verifyChallenge } from '../api/verify-challenge';
import { showCodeFailure } from '../show-code-failure';
import type { PendingChallenge } from '../use-login-flow';
import { AccountFrame } from './account-frame';

const METHOD_ICONS: Record<SecondFactorMethod, IconName> = {
  SMS: 'phone',
  EMAIL: 'mail',
  BANK_NAME: 'user',
  TOTP: 'key',
};

/**
 * The second step of a login from a new address (portal-shell spec §4 "Login" 7): the member picks one of the
 * offered methods (SMS or e-mail code, bank account holder name, authenticator code) and answers it.
 */
export function SecondFactorDialog({
  pending,
  onGranted,
  onCancel,
}: {
  pending: PendingChallenge;
  onGranted: (granted: SessionGranted) => Promise<void>;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const { challenge } = pending;
  const [method, setMethod] = useState<SecondFactorMethod>(challenge.methods[0] ?? 'BANK_NAME');
  const [requestIds, setRequestIds] = useState<Partial<Record<SecondFactorMethod, string>>>({});
  const [errorCode, setErrorCode] = useState<string | null>(null);
  const [isBusy, setBusy] = useState(false);
  const form = useForm({ answer: '' }, (values) => {
    const answer = values.answer.trim();
    if (method === 'TOTP') return { answer: isSixDigits(answer) ? undefined : t('account.totpInvalid') };
    if (method === 'SMS' || method === 'EMAIL')
      return { answer: requireValue(t, answer) && t('validation.verificationCode') };
    return { answer: requireValue(t, answer) };
  });
  const isCode = method === 'SMS' || method === 'EMAIL';
  const destination =
    method === 'SMS' ? challenge.maskedPhone : method === 'EMAIL' ? challenge.maskedEmail : null;

  const choose = (next: SecondFactorMethod) => {
    setMethod(next);
    setErrorCode(null);
    form.setValues({ answer: '' });
    form.setFieldError('answer', undefined);
  };

  const onSubmit = async () => {
    if (!form.validateAll()) return;
    const requestId = requestIds[method];
    if (isCode && !requestId) {
      form.setFieldError('answer', t('validation.sendCodeFirst'));
      return;
    }
    setBusy(true);
    setErrorCode(null);
    try {
      const granted = await verifyChallenge({
        challengeId: challenge.challengeId,
        method,
        answer: form.values.answer.trim(),
        ...(requestId ? { requestId } : {}),
      });
      await onGranted(granted);
    } catch (error) {
      setErrorCode(failureCode(error));
    } finally {
      setBusy(false);
    }
  };

  const isExpired = errorCode === ErrorCode.CHALLENGE_EXPIRED;
  return (
    <AccountFrame title={t('account.secondFactorTitle')} onClose={onCancel}>
      <Form onSubmit={onSubmit}>
        <p className="account-intro">
          <Icon name="shield" size={20} />
          <span>{t('account.secondFactorIntro')}</span>
        </p>
        {challenge.methods.length > 1 ? (
          <fieldset className="method-picker">
            <legend className="visually-hidden">{t('account.secondFactorMethod')}</legend>
            {challenge.methods.map((option) => (
              <label
                key={option}
                className={`method-picker__option${option === method ? ' method-picker__option--active' : ''}`}
              >
                <input
                  type="radio"
                  name="second-factor-method"
                  className="method-picker__radio"
                  checked={option === method}
                  onChange={() => choose(option)}
                />
                <Icon name={METHOD_ICONS[option]} size={18} />
                <span>{t(`account.method.${option}`)}</span>
              </label>
            ))}
          </fieldset>
        ) : null}
        {destination ? <p className="account-note">{t('account.codeDestination', { destination })}</p> : null}
        <TextField
          key={method}
          {...form.bind('answer')}
          label={t(`account.answer.${method}`)}
          hint={method === 'BANK_NAME' ? t('account.bankNameHint') : undefined}
          autoComplete={isCode || method === 'TOTP' ? 'one-time-code' : 'name'}
          inputMode={isCode || method === 'TOTP' ? 'numeric' : 'text'}
          maxLength={method === 'BANK_NAME' ? 100 : 12}
          autoFocus
          suffix={
            method === 'SMS' || method === 'EMAIL' ? (
              <SmsCodeButton
                key={method}
                canRequest={() => true}
                request={() => sendChallengeCode(challenge.challengeId, method)}
                onSent={(sent) => setRequestIds((current) => ({ ...current, [method]: sent.requestId }))}
                onError={showCodeFailure}
              />
            ) : undefined
          }
        />
        {errorCode ? <FormAlert>{errorMessageForCode(t, errorCode)}</FormAlert> : null}
        {isExpired ? (
          <Button variant="ghost" size="lg" onClick={onCancel}>
            {t('account.backToLogin')}
          </Button>
        ) : (
          <Button type="submit" variant="gold" size="lg" disabled={isBusy}>
            {t('account.verify')}
          </Button>
        )}
      </Form>
    </AccountFrame>
  );
}
