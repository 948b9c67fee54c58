import { ErrorCode } from '@playhall/contracts/error-codes';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Form, FormAlert, PasswordField } from '@/components/ui/form-field';
import { Icon } from '@/components/ui/icon';
import { memberInfoQueryOptions } from '@/lib/api/get-member-info';
import { ApiError } from '@/lib/api-client';
import { errorMessageForCode, failureCode } from '@/lib/error-message';
import { checkRule, findRule, requireValue, serverFieldMessages } from '@/lib/field-messages';
import { queryClient } from '@/lib/query-client';
import { useSafeNavigate } from '@/lib/safe-navigate';
import { useSession } from '@/lib/session';
import { setSessionToken } from '@/lib/session-token';
import { useUiStore } from '@/lib/ui-store';
import { useForm } from '@/lib/use-form';
import { useTranslation } from '@/lib/use-translation';
import { changePassword } from '../api/change-password';
import { registerFieldsQueryOptions } from '../api/get-register-fields';
import { logout } from '../api/logout';
import { askAboutContractOffers } from '../start-session';
import { AccountFrame } from './account-frame';
import { PasswordStrengthMeter } from './password-strength-meter';

/**
 * The change-password modal (portal-shell spec §4 "Password change"). In forced mode (default or expired
 * password) it cannot be closed, the old password comes prefilled from the login and the restricted session's
 * token comes with it (`props.token`: not the app's session yet). Success stores the NEW token (the old one is
 * dead), reloads member info, closes and goes to / (or `next`).
 */
export function ChangePasswordModal({
  onClose,
  props,
}: {
  onClose: () => void;
  props: Record<string, string>;
}) {
  const { t } = useTranslation();
  const navigate = useSafeNavigate();
  const isForced = props.forced === '1';
  const restrictedToken = isForced ? props.token : undefined;
  const session = useSession();
  const restricted = useQuery(memberInfoQueryOptions(restrictedToken ?? null));
  const member = restrictedToken ? restricted.data : session.member;
  const { data: rules } = useQuery(registerFieldsQueryOptions);
  const [errorCode, setErrorCode] = useState<string | null>(null);
  const [isBusy, setBusy] = useState(false);
  const form = useForm(
    { oldPassword: props.oldPassword ?? '', newPassword: '', confirmNewPassword: '' },
    (values) => ({
      oldPassword: requireValue(t, values.oldPassword),
      newPassword:
        checkRule(t, findRule(rules, 'password'), values.newPassword, { enabled: true, required: true }) ??
        requireValue(t, values.newPassword),
      confirmNewPassword:
        requireValue(t, values.confirmNewPassword) ??
        (values.confirmNewPassword !== values.newPassword
          ? t('validation.passwordsInconsistent')
          : undefined),
    }),
  );

  const onSubmit = async () => {
    setErrorCode(null);
    if (!form.validateAll()) return;
    setBusy(true);
    try {
      const { token } = await changePassword(form.values, restrictedToken);
      setSessionToken(token);
      const member = await queryClient.fetchQuery(memberInfoQueryOptions(token));
      useUiStore.getState().markLoggedIn(useUiStore.getState().firstLogin);
      onClose();
      // A forced change finishes a login: the agent's contract offers are asked about now.
      if (isForced) askAboutContractOffers(member);
      navigate(props.next ?? '/');
    } catch (error) {
      const code = failureCode(error);
      if (code === ErrorCode.WRONG_PASSWORD) form.setFieldError('oldPassword', t('errors.WRONG_PASSWORD'));
      else if (error instanceof ApiError && error.fieldErrors.length > 0) {
        const messages = serverFieldMessages(t, error.fieldErrors, rules);
        for (const [field, message] of Object.entries(messages)) {
          if (field in form.values) form.setFieldError(field as keyof typeof form.values & string, message);
        }
      } else setErrorCode(code);
    } finally {
      setBusy(false);
    }
  };

  return (
    <AccountFrame title={t('account.changePasswordTitle')} onClose={isForced ? undefined : onClose}>
      <Form onSubmit={onSubmit}>
        {isForced ? (
          <p className="account-intro account-intro--warning">
            <Icon name="lock" size={20} />
            <span>{t('account.forcedChangeIntro')}</span>
          </p>
        ) : null}
        <PasswordField
          {...form.bind('oldPassword')}
          label={t('account.oldPassword')}
          autoComplete="current-password"
        />
        <PasswordField
          {...form.bind('newPassword')}
          label={t('account.newPassword')}
          autoComplete="new-password"
          autoFocus
        />
        <PasswordStrengthMeter
          password={form.values.newPassword}
          info={{
            account: member?.account,
            email: member?.email,
            mobile: member?.mobile,
            realName: member?.realName,
          }}
        />
        <PasswordField
          {...form.bind('confirmNewPassword')}
          label={t('account.confirmNewPassword')}
          autoComplete="new-password"
        />
        {errorCode ? <FormAlert>{errorMessageForCode(t, errorCode)}</FormAlert> : null}
        <Button type="submit" variant="gold" size="lg" disabled={isBusy}>
          {t('account.changePassword')}
        </Button>
        {isForced ? (
          <button
            type="button"
            className="link-button account-form__center"
            onClick={() => {
              // No session was stored: end the restricted one on the server and stay a guest.
              if (restrictedToken) void logout(restrictedToken).catch(() => undefined);
              onClose();
            }}
          >
            {t('account.logoutInstead')}
          </button>
        ) : null}
      </Form>
    </AccountFrame>
  );
}
