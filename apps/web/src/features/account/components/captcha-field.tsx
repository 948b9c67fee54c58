import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/form-field';
import { Icon } from '../../../components/ui/icon';
import type { BoundField } from '../../../lib/use-form';
import type { CaptchaState } from '../use-captcha';

/** The captcha answer beside the server's image; the image (or the button) draws a new one. */
export function CaptchaField({ field, state }: { field: BoundField<string>; state: CaptchaState }) {
  const { t } = useTranslation();
  return (
    <TextField
      {...field}
      label={t('account.captcha')}
      autoComplete="off"
      autoCapitalize="characters"
      spellCheck={false}
      maxLength={12}
      suffix={
        <span className="captcha-field__image">
          {state.captcha ? (
            <img src={state.captcha.image} alt={t('account.captchaImage')} width={160} height={56} />
          ) : (
            <span className="captcha-field__placeholder">
              {state.hasFailed ? t('errors.NETWORK_ERROR') : ''}
            </span>
          )}
          <button
            type="button"
            className="field__toggle"
            aria-label={t('account.captchaRefresh')}
            onClick={state.refresh}
          >
            <Icon name="refresh" size={16} />
          </button>
        </span>
      }
    />
  );
}
