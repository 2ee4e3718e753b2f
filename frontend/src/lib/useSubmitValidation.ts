import { useEffect, useRef, useState } from 'react';

/**
 * Forms validate on submit, then revalidate on every change (docs/screens.md). Pass
 * `validateOnChange`/`validateOnBlur` to formik and call `markSubmitted` in the form's
 * submit handler.
 */
export function useSubmitValidation() {
  const [submitted, setSubmitted] = useState(false);
  return { validateOnChange: submitted, validateOnBlur: submitted, markSubmitted: () => setSubmitted(true) };
}

interface SubmitState {
  submitCount: number;
  isSubmitting: boolean;
  isValid: boolean;
}

/**
 * After a submit that the rules (or the server, naming fields) refused, focus moves to
 * the first invalid field, so the error is read with it instead of focus staying on the
 * button (docs/accessibility.md, "Forms"). Put the returned ref on the form.
 */
export function useFocusFirstInvalid<E extends HTMLElement = HTMLFormElement>(formik: SubmitState) {
  const form = useRef<E>(null);
  const handled = useRef(0);
  const { submitCount, isSubmitting, isValid } = formik;
  useEffect(() => {
    if (submitCount === handled.current || isSubmitting) return;
    handled.current = submitCount;
    if (!isValid) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [submitCount, isSubmitting, isValid]);
  return form;
}
