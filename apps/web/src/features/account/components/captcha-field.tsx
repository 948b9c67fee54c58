import { TextField } from '@/components/ui/form-field';
import { Icon } from '@/components/ui/icon';
import type { BoundField } from '@/lib/use-form';
import { useTranslation } from '@/lib/use-translation';
import type { CaptchaState } from '../use-captcha';

/**
 * The captcha answer, the button that draws a new image, and the server's image below them, shown larger than it
 * is drawn: its warped letters need the room to be read.
 */
export function CaptchaField({ field, state }: { field: BoundField<string>; state: CaptchaState }) {
  const { t } = useTranslation();
  return (
    <div className="captcha-field">
      <TextField
        {...field}
        label={t('account.captcha')}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={12}
        suffix={
          <button
            type="button"
            className="field__toggle"
            aria-label={t('account.captchaRefresh')}
            onClick={state.refresh}
          >
            <Icon name="refresh" size={16} />
          </button>
        }
      />
      {state.captcha ? (
        <img
          className="captcha-field__image"
          src={state.captcha.image}
          alt={t('account.captchaImage')}
          width={160}
          height={56}
        />
      ) : (
        <span className="captcha-field__placeholder">{state.hasFailed ? t('errors.NETWORK_ERROR') : ''}</span>
      )}
    </div>
  );
}
