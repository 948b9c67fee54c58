import { useCallback, useRef, useState } from 'react';

export type FormValues = Record<string, string | boolean>;
export type FormErrors<V extends FormValues> = Partial<Record<keyof V & string, string>>;

export type BoundField<T> = {
  name: string;
  value: T;
  error: string | undefined;
  onChange(value: T): void;
  onBlur(): void;
};

/**
 * The portal's form state: values, a validate function that returns every field's message, checks on blur and
 * on submit, and field errors from the server (`errors: [{ field, code }]`) set by the caller. A small hook
 * rather than a form library: the account forms are few and the lazy chunks stay small.
 */
export function useForm<V extends FormValues>(initial: V, validate: (values: V) => FormErrors<V>) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FormErrors<V>>({});
  const touched = useRef(new Set<string>());
  /** Fields the visitor typed in: leaving an untouched field shows no error yet. */
  const changed = useRef(new Set<string>());
  const validateRef = useRef(validate);
  validateRef.current = validate;

  const checkField = useCallback((name: keyof V & string, next: V) => {
    const message = validateRef.current(next)[name];
    setErrors((current) => ({ ...current, [name]: message }));
  }, []);

  const setValue = useCallback(
    <K extends keyof V & string>(name: K, value: V[K]) => {
      setValues((current) => {
        const next = { ...current, [name]: value };
        if (touched.current.has(name)) checkField(name, next);
        return next;
      });
    },
    [checkField],
  );

  function bind<K extends keyof V & string>(name: K): BoundField<V[K]> {
    return {
      name,
      value: values[name],
      error: errors[name],
      onChange: (value) => {
        changed.current.add(name);
        setValue(name, value);
      },
      onBlur: () => {
        if (!changed.current.has(name) && !touched.current.has(name)) return;
        touched.current.add(name);
        checkField(name, values);
      },
    };
  }

  /** Checks every field; returns whether the form may be sent. */
  function validateAll(): boolean {
    const found = validateRef.current(values);
    for (const name of Object.keys(values)) touched.current.add(name);
    setErrors(found);
    return Object.values(found).every((message) => !message);
  }

  /** Checks some fields only (e.g. the phone before a code request). */
  function validateFields(names: (keyof V & string)[]): boolean {
    const found = validateRef.current(values);
    const picked: FormErrors<V> = {};
    for (const name of names) {
      touched.current.add(name);
      picked[name] = found[name];
    }
    setErrors((current) => ({ ...current, ...picked }));
    return names.every((name) => !found[name]);
  }

  const setFieldError = useCallback((name: keyof V & string, message: string | undefined) => {
    setErrors((current) => ({ ...current, [name]: message }));
  }, []);

  return { values, errors, bind, setValue, validateAll, validateFields, setFieldError, setValues };
}
