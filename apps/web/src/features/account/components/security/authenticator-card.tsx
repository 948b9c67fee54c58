import type { MemberInfo } from '@playhall/contracts/accounts';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { PasswordField, TextField } from '@/components/ui/form-field';
import { requireValue } from '@/lib/field-messages';
import { isSixDigits } from '@/lib/form-rules';
import { textToBase64 } from '@/lib/sealed-body';
import { showToast } from '@/lib/toast';
import { useForm } from '@/lib/use-form';
import { useTranslation } from '@/lib/use-translation';
import { disableTotp } from '../../api/disable-totp';
import { enableTotp } from '../../api/enable-totp';
import { setupTotp, type TotpSetup } from '../../api/setup-totp';
import { SecurityCard } from './security-card';
import { SecurityCardForm } from './security-card-form';
import { useSecurityAction } from './use-security-action';

type Step = 'idle' | 'password' | 'scan' | 'disable';

/**
 * The authenticator (TOTP): set up with the password, scan the QR code (the server's SVG, shown as an image so
 * that none of its markup enters the page) or type the secret, and confirm with the first code; turning it off
 * takes the password and a current code.
 */
export function AuthenticatorCard({ info }: { info: MemberInfo }) {
  const { t } = useTranslation();
  const action = useSecurityAction();
  const [step, setStep] = useState<Step>('idle');
  const [setup, setSetup] = useState<TotpSetup | null>(null);
  const form = useForm({ password: '', code: '' }, (values) => ({
    password: step === 'scan' ? undefined : requireValue(t, values.password),
    code: step === 'password' || isSixDigits(values.code.trim()) ? undefined : t('account.totpInvalid'),
  }));

  const reset = (next: Step) => {
    setStep(next);
    action.clearError();
    form.setValues({ password: '', code: '' });
  };

  const submit = async () => {
    if (!form.validateAll()) return;
    if (step === 'password') {
      const started = await action.run(() => setupTotp(form.values.password));
      if (started) {
        setSetup(started);
        reset('scan');
      }
    } else if (step === 'scan') {
      if (await action.run(() => enableTotp(form.values.code.trim()))) {
        setSetup(null);
        reset('idle');
        showToast(t('security.totpEnabled'));
      }
    } else if (step === 'disable') {
      if (
        await action.run(() => disableTotp({ password: form.values.password, code: form.values.code.trim() }))
      ) {
        reset('idle');
        showToast(t('security.totpDisabled'));
      }
    }
  };

  const codeField = (
    <TextField
      {...form.bind('code')}
      label={t('account.answer.TOTP')}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
    />
  );
  const passwordField = (
    <PasswordField
      {...form.bind('password')}
      label={t('security.currentPassword')}
      autoComplete="current-password"
    />
  );

  return (
    <SecurityCard
      icon="key"
      title={t('security.totpTitle')}
      status={info.totpEnabled ? t('security.on') : t('security.off')}
      isOn={info.totpEnabled}
      description={t('security.totpBody')}
    >
      {step === 'idle' ? (
        info.totpEnabled ? (
          <Button variant="ghost" onClick={() => reset('disable')}>
            {t('security.totpTurnOff')}
          </Button>
        ) : (
          <Button variant="outline" onClick={() => reset('password')}>
            {t('security.totpSetUp')}
          </Button>
        )
      ) : (
        <SecurityCardForm
          action={action}
          submitLabel={
            step === 'password'
              ? t('security.next')
              : step === 'scan'
                ? t('security.totpEnable')
                : t('security.totpTurnOff')
          }
          onSubmit={submit}
          onCancel={() => reset('idle')}
        >
          {step === 'scan' && setup ? (
            <div className="totp-setup">
              <img
                className="totp-setup__qr"
                src={`data:image/svg+xml;base64,${textToBase64(setup.qrSvg)}`}
                alt={t('security.totpQr')}
                width={168}
                height={168}
              />
              <div className="totp-setup__text">
                <p className="account-note">{t('security.totpScan')}</p>
                <p className="totp-setup__secret">
                  <span>{t('security.totpSecret')}</span>
                  <code>{setup.secret}</code>
                </p>
              </div>
            </div>
          ) : null}
          {step === 'password' || step === 'disable' ? passwordField : null}
          {step === 'scan' || step === 'disable' ? codeField : null}
        </SecurityCardForm>
      )}
    </SecurityCard>
  );
}
