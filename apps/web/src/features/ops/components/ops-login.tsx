import { useTranslation } from 'react-i18next';
import { BrandMark } from '../../../components/ui/brand-mark';
import { Button } from '../../../components/ui/button';
import { FormAlert, PasswordField, TextField } from '../../../components/ui/form-field';
import { errorMessageForCode } from '../../../lib/error-message';
import { useForm } from '../../../lib/use-form';
import { opsLogin } from '../api/login';
import { setOpsToken } from '../ops-session';
import { useOpsAction } from '../use-ops-action';

/** The operator console's login: an operator account, never a member's. */
export function OpsLogin() {
  const { t } = useTranslation();
  const action = useOpsAction();
  const form = useForm({ username: '', password: '' }, (values) => ({
    username: values.username.trim() === '' ? t('validation.required') : undefined,
    password: values.password === '' ? t('validation.required') : undefined,
  }));
  const submit = async () => {
    if (!form.validateAll()) return;
    const session = await action.run(() => opsLogin(form.values.username.trim(), form.values.password));
    if (session) setOpsToken(session.token);
  };
  return (
    <div className="ops-gate">
      <form
        className="ops-gate__card form"
        noValidate
        aria-labelledby="ops-login-title"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
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
        <PasswordField
          {...form.bind('password')}
          label={t('ops.password')}
          autoComplete="current-password"
          showLabel={t('account.showPassword')}
          hideLabel={t('account.hidePassword')}
        />
        {action.errorCode ? <FormAlert>{errorMessageForCode(t, action.errorCode)}</FormAlert> : null}
        <Button type="submit" variant="gold" size="lg" disabled={action.isBusy}>
          {t('ops.login')}
        </Button>
      </form>
    </div>
  );
}
