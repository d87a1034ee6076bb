import { useEffect, useRef, useState } from 'react';
import type { FieldErrors } from './fieldErrors';

/**
 * A form's errors by field and its general message. `show` puts them up and then focuses the first
 * wrong field (the form's first `aria-invalid="true"` element, once React has rendered them).
 */
export function useFieldErrors<Form extends HTMLElement = HTMLFormElement>() {
  const formRef = useRef<Form>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);

  useEffect(() => {
    if (focusRequest === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  /** Shows errors by field and the form's own message (null for none), then focuses the first wrong field. */
  const show = (fields: FieldErrors, general: string | null) => {
    setErrors(fields);
    setFormError(general);
    setFocusRequest((count) => count + 1);
  };

  /** Forgets a field's error once the user changes it. */
  const clearField = (path: string) =>
    setErrors((current) => {
      if (!(path in current)) return current;
      const { [path]: _removed, ...rest } = current;
      return rest;
    });

  const clear = () => {
    setErrors({});
    setFormError(null);
  };

  return { formRef, errors, formError, show, clearField, clear };
}
