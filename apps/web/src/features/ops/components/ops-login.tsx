import { ErrorCode } from '@playhall/contracts/error-codes';
import { BrandMark } from '@/components/ui/brand-mark';
import { Button } from '@/components/ui/button';
import { Form, FormAlert, PasswordField, TextField } from '@/components/ui/form-field';
import { errorMessageForCode } from '@/lib/error-message';
import { isSixDigits } from '@/lib/form-rules';
import { useForm } from '@/lib/use-form';
import { useTranslation } from '@/lib/use-translation';
import { opsLogin } from '../api/login';
import { setOpsToken } from '../ops-session';
import { useOpsAction } from '../use-ops-action';

/** The login's refusals in the console's words: one answer for name, password or code, and the name's lock. */
const LOGIN_MESSAGES: Record<string, string> = {
  [ErrorCode.INVALID_CREDENTIALS]: 'ops.loginInvalid',
  [ErrorCode.LOGIN_TEMPORARILY_LOCKED]: 'ops.loginLocked',
};

/**
 * The operator console's login: an operator account, never a member's; the password and the authenticator's
 * current code (left empty at the first sign-in, which sets the authenticator up).
 */
export function OpsLogin() {
  const { t } = useTranslation();
  const action = useOpsAction();
  const form = useForm({ username: '', password: '', code: '' }, (values) => ({
    username: values.username.trim() === '' ? t('validation.required') : undefined,
    password: values.password === '' ? t('validation.required') : undefined,
    code: values.code.trim() === '' || isSixDigits(values.code.trim()) ? undefined : t('ops.codeRule'),
  }));
  const submit = async () => {
    if (!form.validateAll()) return;
    const session = await action.run(() =>
      opsLogin(form.values.username.trim(), form.values.password, form.values.code.trim()),
    );
    if (session) setOpsToken(session.token);
    // A code is spent once tried: the next attempt needs the next one.
    else form.setValue('code', '');
  };
  const loginMessage = LOGIN_MESSAGES[action.errorCode ?? ''];
  return (
    <div className="ops-gate">
      <Form className="ops-gate__card form" aria-labelledby="ops-login-title" onSubmit={submit}>
        <div className="ops-gate__brand">
          <BrandMark size={40} />
          <div>
            <h1 id="ops-login-title" className="ops-gate__title">
              {t('ops.loginTitle')}
            </h1>
            <p className="ops-gate__subtitle">{t('ops.loginBody')}</p>
          </div>
        </div>
        <TextField {...form.bind('username')} label={t('ops.username')} autoComplete="username" autoFocus />
        <PasswordField {...form.bind('password')} label={t('ops.password')} autoComplete="current-password" />
        <TextField
          {...form.bind('code')}
          label={t('ops.code')}
          hint={t('ops.codeHint')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
        />
        {action.errorCode ? (
          <FormAlert>{loginMessage ? t(loginMessage) : errorMessageForCode(t, action.errorCode)}</FormAlert>
        ) : null}
        <Button type="submit" variant="gold" size="lg" disabled={action.isBusy}>
          {t('ops.login')}
        </Button>
      </Form>
    </div>
  );
}
