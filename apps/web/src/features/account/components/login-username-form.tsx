import { Button } from '@/components/ui/button';
import { CheckField, Form, FormAlert, PasswordField, TextField } from '@/components/ui/form-field';
import { errorMessageForCode } from '@/lib/error-message';
import { requireValue } from '@/lib/field-messages';
import { useForm } from '@/lib/use-form';
import { useTranslation } from '@/lib/use-translation';
import { forgetRememberedLogin, readRememberedLogin, rememberLogin } from '../remembered-login';
import type { LoginFlow } from '../use-login-flow';
import { CaptchaField } from './captcha-field';

type LoginValues = { username: string; password: string; captcha: string; remember: boolean };

/** Login by account name and password; the name can be remembered on this device for 24 hours. */
export function LoginUsernameForm({
  flow,
  onForgotPassword,
  submitLabel,
}: {
  flow: LoginFlow;
  onForgotPassword?: () => void;
  submitLabel?: string;
}) {
  const { t } = useTranslation();
  const remembered = readRememberedLogin();
  const form = useForm<LoginValues>(
    { username: remembered, password: '', captcha: '', remember: true },
    (values) => ({
      username: requireValue(t, values.username),
      password: requireValue(t, values.password),
      captcha: flow.isCaptchaShown && values.captcha.trim() === '' ? t('validation.captcha') : undefined,
    }),
  );

  const onSubmit = async () => {
    if (!form.validateAll()) return;
    const username = form.values.username.trim();
    const isAccepted = await flow.submit(
      { type: 'username', username, password: form.values.password.trim() },
      form.values.captcha,
    );
    if (!isAccepted) {
      form.setValue('captcha', '');
      return;
    }
    if (form.values.remember) rememberLogin(username);
    else forgetRememberedLogin();
  };

  return (
    <Form onSubmit={onSubmit}>
      <TextField
        {...form.bind('username')}
        label={t('account.username')}
        autoComplete="username"
        autoCapitalize="off"
        spellCheck={false}
        maxLength={64}
        autoFocus={!remembered}
      />
      <PasswordField
        {...form.bind('password')}
        label={t('account.password')}
        autoComplete="current-password"
        maxLength={128}
        autoFocus={Boolean(remembered)}
      />
      {flow.isCaptchaShown ? <CaptchaField field={form.bind('captcha')} state={flow.captcha} /> : null}
      <div className="account-form__line">
        <CheckField checked={form.values.remember} onChange={(value) => form.setValue('remember', value)}>
          {t('account.rememberMe')}
        </CheckField>
        {onForgotPassword ? (
          <button type="button" className="link-button" onClick={onForgotPassword}>
            {t('account.forgotPassword')}
          </button>
        ) : null}
      </div>
      {flow.errorCode ? <FormAlert>{errorMessageForCode(t, flow.errorCode)}</FormAlert> : null}
      <Button type="submit" variant="gold" size="lg" disabled={flow.isBusy}>
        {flow.isBusy ? t('account.loggingIn') : (submitLabel ?? t('header.login'))}
      </Button>
    </Form>
  );
}
