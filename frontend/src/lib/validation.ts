import * as yup from 'yup';

/**
 * Every client-side validation message of the product (SPEC §5), in one place.
 * The server enforces the same rules; these only give immediate feedback.
 */
export const messages = {
  emailRequired: 'Email é obrigatório',
  emailInvalid: 'Email inválido',
  passwordRequired: 'Senha é obrigatória',
  passwordMin: 'Senha deve ter pelo menos 6 caracteres',
  fullNameRequired: 'Nome é obrigatório',
  fullNameMin: 'Nome deve ter pelo menos 2 caracteres',
  confirmPasswordRequired: 'Confirmação de senha é obrigatória',
  passwordsDontMatch: 'Senhas não coincidem',
  currentPasswordRequired: 'Senha atual é obrigatória',
} as const;

export const PASSWORD_MIN_LENGTH = 6;
export const FULL_NAME_MIN_LENGTH = 2;

/** A basic address pattern: something@something.tld, no spaces. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

// Length and pattern checks skip empty values so that an empty field reports only
// "required", never two messages at once.
const email = () =>
  yup
    .string()
    .trim()
    .required(messages.emailRequired)
    .test('email', messages.emailInvalid, (v) => !v || EMAIL_PATTERN.test(v));

const password = (requiredMessage: string = messages.passwordRequired) =>
  yup
    .string()
    .required(requiredMessage)
    .test('min', messages.passwordMin, (v) => !v || v.length >= PASSWORD_MIN_LENGTH);

const fullName = () =>
  yup
    .string()
    .trim()
    .required(messages.fullNameRequired)
    .test('min', messages.fullNameMin, (v) => !v || v.trim().length >= FULL_NAME_MIN_LENGTH);

const confirmationOf = (field: string) =>
  yup
    .string()
    .required(messages.confirmPasswordRequired)
    .test('match', messages.passwordsDontMatch, function (value) {
      return !value || value === (this.parent as Record<string, unknown>)[field];
    });

export const signInSchema = yup.object({
  email: email(),
  password: password(),
});
export type SignInValues = yup.InferType<typeof signInSchema>;

export const signUpSchema = yup.object({
  fullName: fullName(),
  email: email(),
  role: yup.mixed<'USER' | 'ADMIN'>().oneOf(['USER', 'ADMIN']).required(),
  password: password(),
  confirmPassword: confirmationOf('password'),
});
export type SignUpValues = yup.InferType<typeof signUpSchema>;

export const profileSchema = yup.object({
  fullName: fullName(),
  email: email(),
  phone: yup.string().trim(),
  bio: yup.string().trim(),
});
export type ProfileValues = yup.InferType<typeof profileSchema>;

export const changePasswordSchema = yup.object({
  currentPassword: yup.string().required(messages.currentPasswordRequired),
  newPassword: password(),
  confirmPassword: confirmationOf('newPassword'),
});
export type ChangePasswordValues = yup.InferType<typeof changePasswordSchema>;
