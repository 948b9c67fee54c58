import { type SelectHTMLAttributes, useId } from 'react';
import { Icon } from './icon';
import './controls.css';
import './form.css';

type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange' | 'onBlur'>;

/** A labelled native select (phones get their own picker) with the look of the text fields. */
export function SelectField<T extends string>({
  label,
  value,
  options,
  onChange,
  onBlur,
  error,
  hint,
  className = '',
  ...rest
}: SelectProps & {
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange(value: T): void;
  onBlur?(): void;
  error?: string | undefined;
  hint?: string | undefined;
}) {
  const id = useId();
  const messageId = `${id}-message`;
  return (
    <div className={`field${error ? ' field--invalid' : ''} ${className}`.trim()}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="field__control select-field">
        <select
          id={id}
          className="field__input select-field__input"
          value={value}
          onChange={(event) => {
            const picked = options.find((option) => option.value === event.target.value);
            if (picked) onChange(picked.value);
          }}
          onBlur={onBlur}
          aria-invalid={error ? true : undefined}
          aria-describedby={error || hint ? messageId : undefined}
          {...rest}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <Icon name="chevronDown" size={18} className="select-field__chevron" />
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

/** A labelled multi-line input with its character counter (remarks: spec §5, at most 140 characters). */
export function TextAreaField({
  label,
  value,
  onChange,
  maxLength,
  counterLabel,
  error,
  optionalLabel,
  rows = 3,
}: {
  label: string;
  value: string;
  onChange(value: string): void;
  maxLength: number;
  /** The counter's accessible text, e.g. "12 of 140 characters". */
  counterLabel: string;
  error?: string | undefined;
  optionalLabel?: string;
  rows?: number;
}) {
  const id = useId();
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
        {optionalLabel ? <span className="field__optional">{optionalLabel}</span> : null}
      </label>
      <div className="field__control textarea-field">
        <textarea
          id={id}
          className="field__input textarea-field__input"
          value={value}
          rows={rows}
          maxLength={maxLength}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-counter`}
        />
      </div>
      <p className="textarea-field__foot">
        {error ? <span className="field__error">{error}</span> : <span />}
        <span
          id={`${id}-counter`}
          className={`textarea-field__counter${value.length >= maxLength ? ' textarea-field__counter--full' : ''}`}
        >
          <span aria-hidden="true">
            {value.length}/{maxLength}
          </span>
          <span className="visually-hidden">{counterLabel}</span>
        </span>
      </p>
    </div>
  );
}
