import { useState } from 'react';

/**
 * Forms validate on submit, then revalidate on every change (docs/screens.md). Pass
 * `validateOnChange`/`validateOnBlur` to formik and call `markSubmitted` in the form's
 * submit handler.
 */
export function useSubmitValidation() {
  const [submitted, setSubmitted] = useState(false);
  return { validateOnChange: submitted, validateOnBlur: submitted, markSubmitted: () => setSubmitted(true) };
}
