import { useQuery } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { Form, FormAlert, TextField } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { errorMessageForCode } from '@/lib/error-message';
import { isSixDigits } from '@/lib/form-rules';
import { queryClient } from '@/lib/query-client';
import { textToBase64 } from '@/lib/sealed-body';
import { useForm } from '@/lib/use-form';
import { useTranslation } from '@/lib/use-translation';
import { enableTotp, totpSetupQueryOptions } from '../api/totp-setup';
import { TOTP_SETUP_KEY, useOpsToken } from '../ops-session';
import { useOpsAction } from '../use-ops-action';
import './ops.css';

/**
 * The first login's authenticator set-up: the secret as a QR code (the server's SVG, shown as an image so that
 * none of its markup enters the page) and as text to type, then one code to confirm it. The console opens after.
 */
export function OpsTotpEnrolment() {
  const { t } = useTranslation();
  const token = useOpsToken();
  const setup = useQuery(totpSetupQueryOptions(token));
  const action = useOpsAction();
  const form = useForm({ code: '' }, (values) => ({
    code: isSixDigits(values.code.trim()) ? undefined : t('ops.codeRule'),
  }));
  const submit = async () => {
    if (!form.validateAll()) return;
    const done = await action.run(async () => {
      await enableTotp(form.values.code.trim());
      return true;
    });
    if (!done) {
      form.setValue('code', '');
      return;
    }
    // The console opens first (this form leaves the page), then the secret is forgotten: forgotten while the form
    // was still shown, its query would ask the server for a set-up again, refused (409) once confirmed.
    await queryClient.invalidateQueries({ queryKey: ['ops', 'me'] });
    queryClient.removeQueries({ queryKey: [TOTP_SETUP_KEY] });
  };

  if (setup.isPending) return <Spinner label={t('common.loading')} />;
  if (!setup.data) return <ErrorState error={setup.error} onRetry={() => void setup.refetch()} />;
  return (
    <Form aria-label={t('ops.totpTitle')} onSubmit={submit}>
      <FormAlert tone="info">{t('ops.totpForced')}</FormAlert>
      <ol className="ops-totp">
        <li className="ops-totp__step">
          <p className="ops-totp__text">{t('ops.totpScan')}</p>
          <img
            className="ops-totp__qr"
            src={`data:image/svg+xml;base64,${textToBase64(setup.data.qrSvg)}`}
            alt={t('ops.totpQr')}
            width={176}
            height={176}
          />
          <p className="ops-totp__secret">
            <span>{t('ops.totpSecret')}</span>
            <code>{setup.data.secret}</code>
          </p>
        </li>
        <li className="ops-totp__step">
          <p className="ops-totp__text">{t('ops.totpConfirm')}</p>
          <TextField
            {...form.bind('code')}
            label={t('ops.code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
          />
        </li>
      </ol>
      {action.errorCode ? <FormAlert>{errorMessageForCode(t, action.errorCode)}</FormAlert> : null}
      <Button type="submit" variant="gold" size="lg" disabled={action.isBusy}>
        {t('ops.totpEnable')}
      </Button>
    </Form>
  );
}
