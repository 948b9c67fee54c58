import { type FormHTMLAttributes, type InputHTMLAttributes, type ReactNode, useId, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Icon } from './icon';
import './form.css';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'onBlur' | 'prefix'>;

export type TextFieldProps = InputProps & {
  label: string;
  value: string;
  onChange(value: string): void;
  onBlur?(): void;
  error?: string | undefined;
  hint?: ReactNode;
  /** Shown after the label for fields the rules leave optional. */
  optionalLabel?: string;
  /** Sits inside the field before the input (e.g. the country dropdown). */
  prefix?: ReactNode;
  /** Sits inside the field after the input (e.g. the code button or the show-password toggle). */
  suffix?: ReactNode;
};

/**
 * A form the app checks itself: no browser validation bubbles (the fields show their own errors), and
 * submitting runs `onSubmit` instead of loading a page.
 */
export function Form({
  className = 'form',
  onSubmit,
  children,
  ...rest
}: Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'noValidate'> & { onSubmit: () => unknown }) {
  return (
    <form
      {...rest}
      className={className}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
    >
      {children}
    </form>
  );
}

/** A labelled text input with its inline error (aria-invalid, aria-describedby). */
export function TextField({
  label,
  value,
  onChange,
  onBlur,
  error,
  hint,
  optionalLabel,
  prefix,
  suffix,
  id,
  className = '',
  ...rest
}: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const messageId = `${inputId}-message`;
  const hasMessage = Boolean(error) || Boolean(hint);
  return (
    <div className={`field${error ? ' field--invalid' : ''} ${className}`.trim()}>
      <label className="field__label" htmlFor={inputId}>
        {label}
        {optionalLabel ? <span className="field__optional">{optionalLabel}</span> : null}
      </label>
      <div className="field__control">
        {prefix}
        <input
          id={inputId}
          className="field__input"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
          aria-invalid={error ? true : undefined}
          aria-describedby={hasMessage ? messageId : undefined}
          {...rest}
        />
        {suffix}
      </div>
      {error ? (
        <p id={messageId} className="field__error">
          {error}
        </p>
      ) : hint ? (
        <p id={messageId} className="field__hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** A password input with a show/hide toggle (its words are the shell's, as every form needs them). */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'suffix'>) {
  const { t } = useTranslation();
  const [isVisible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={isVisible ? 'text' : 'password'}
      spellCheck={false}
      autoCapitalize="off"
      suffix={
        <button
          type="button"
          className="field__toggle"
          aria-label={isVisible ? t('account.hidePassword') : t('account.showPassword')}
          aria-pressed={isVisible}
          onClick={() => setVisible((current) => !current)}
        >
          <Icon name={isVisible ? 'eyeOff' : 'eye'} size={18} />
        </button>
      }
    />
  );
}

/** A checkbox with its text and inline error (the age and terms consent). */
export function CheckField({
  checked,
  onChange,
  error,
  children,
}: {
  checked: boolean;
  onChange(checked: boolean): void;
  error?: string | undefined;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div className={`check-field${error ? ' check-field--invalid' : ''}`}>
      <label className="check-field__label">
        <input
          type="checkbox"
          className="check-field__box"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <span>{children}</span>
      </label>
      {error ? (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A form-level message: a refusal from the server, or a success note. */
export function FormAlert({
  tone = 'error',
  children,
}: {
  tone?: 'error' | 'success' | 'info';
  children: ReactNode;
}) {
  return (
    <p className={`form-alert form-alert--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      <Icon name={tone === 'error' ? 'alert' : tone === 'success' ? 'check' : 'info'} size={18} />
      <span>{children}</span>
    </p>
  );
}

/** Segmented tabs over a form (login by username or SMS, register mode, recovery by e-mail or phone). */
export function SegmentedTabs<T extends string>({
  label,
  options,
  value,
  onChange,
  isScrollable = false,
}: {
  label: string;
  options: readonly { value: T; label: string }[];
  value: T;
  onChange(value: T): void;
  /** Many tabs: one row that scrolls sideways on a phone instead of squeezing them. */
  isScrollable?: boolean;
}) {
  return (
    <div className={`segmented${isScrollable ? ' segmented--scroll' : ''}`} role="tablist" aria-label={label}>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          role="tab"
          aria-selected={option.value === value}
          className={`segmented__tab${option.value === value ? ' segmented__tab--active' : ''}`}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
