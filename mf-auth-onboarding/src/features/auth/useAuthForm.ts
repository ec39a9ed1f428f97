import { type ChangeEvent, type FormEvent, useCallback, useRef, useState } from 'react';

/** Per field: the message to show, or null when the value is fine. Fields in `trimmed` are trimmed first. */
export interface FormCheck<V> {
  trimmed: (keyof V)[];
  fields: { [K in keyof V]: (value: string) => string | null };
}

type Errors<V> = Partial<Record<keyof V, string>>;

function check<V extends { [K in keyof V]: string }>(form: FormCheck<V>, raw: V): { values: V; errors: Errors<V> } {
  const values = { ...raw };
  for (const field of form.trimmed) values[field] = values[field].trim() as V[keyof V];
  const errors: Errors<V> = {};
  for (const field of Object.keys(form.fields) as (keyof V)[]) {
    const message = form.fields[field](values[field]);
    if (message) errors[field] = message;
  }
  return { values, errors };
}

/**
 * The two sign-in forms' state: uncontrolled inputs, every field checked on submit, and once a submit was
 * refused, re-checked as the person types (the behaviour people know from react-hook-form). The first
 * field in error gets the focus. onValid receives trimmed values.
 */
export function useAuthForm<V extends { [K in keyof V]: string }>(form: FormCheck<V>, defaults: V) {
  const values = useRef<V>({ ...defaults });
  const inputs = useRef(new Map<keyof V, HTMLInputElement>());
  const refused = useRef(false);
  const [errors, setErrors] = useState<Errors<V>>({});
  const [isSubmitting, setSubmitting] = useState(false);

  const register = (name: keyof V & string) => ({
    name,
    defaultValue: defaults[name],
    ref: (element: HTMLInputElement | null) => {
      if (element) inputs.current.set(name, element);
      else inputs.current.delete(name);
    },
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      values.current = { ...values.current, [name]: event.target.value };
      if (refused.current) setErrors(check(form, values.current).errors);
    },
  });

  const handleSubmit = useCallback(
    (onValid: (values: V) => Promise<unknown>) => async (event: FormEvent) => {
      event.preventDefault();
      const result = check(form, values.current);
      setErrors(result.errors);
      const firstInvalid = (Object.keys(form.fields) as (keyof V)[]).find((field) => result.errors[field]);
      if (firstInvalid !== undefined) {
        refused.current = true;
        inputs.current.get(firstInvalid)?.focus();
        return;
      }
      setSubmitting(true);
      try {
        await onValid(result.values);
      } finally {
        setSubmitting(false);
      }
    },
    [form],
  );

  return { register, handleSubmit, errors, isSubmitting };
}
