import type { FormikProps, FormikValues } from 'formik';

/**
 * The props that bind a text field to a formik form: id `<prefix>-<name>`, value and
 * handlers, and the field's error shown once the form has been submitted (forms validate
 * on submit, then on every change: docs/screens.md).
 */
export function formField<V extends FormikValues>(formik: FormikProps<V>, idPrefix: string) {
  return (name: keyof V & string) => {
    const shown = formik.submitCount > 0 ? (formik.errors[name] as string | undefined) : undefined;
    return {
      id: `${idPrefix}-${name}`,
      name,
      fullWidth: true,
      value: (formik.values[name] ?? '') as V[keyof V & string],
      onChange: formik.handleChange,
      onBlur: formik.handleBlur,
      error: Boolean(shown),
      helperText: shown,
    };
  };
}
