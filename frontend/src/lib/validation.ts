import * as yup from 'yup';
import { cvcValid, expiryValid, luhnValid } from './payment';

/**
 * Every client-side validation message of the product (docs/screens.md), in one place.
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

export const emailOnlySchema = yup.object({ email: email() });
export type EmailOnlyValues = yup.InferType<typeof emailOnlySchema>;

export const resetPasswordSchema = yup.object({
  newPassword: password(),
  confirmPassword: confirmationOf('newPassword'),
});
export type ResetPasswordValues = yup.InferType<typeof resetPasswordSchema>;

// --- Spaces (the space form; the server's messages, docs/screens.md) --------------------

export const spaceMessages = {
  nameRequired: 'Nome é obrigatório',
  nameMax: 'Nome deve ter no máximo 120 caracteres',
  descriptionMax: 'Descrição deve ter no máximo 2000 caracteres',
  capacity: 'Capacidade deve ser um número inteiro positivo',
  price: 'Preço deve ser um valor positivo',
  imageUrl: 'URL da imagem inválida',
  resourceMax: 'Cada recurso deve ter no máximo 40 caracteres',
  resourcesMax: 'No máximo 30 recursos por espaço',
} as const;

/** The server's limits for a space (api/src/domain/space.rs). */
export const SPACE_LIMITS = {
  nameMax: 120,
  descriptionMax: 2000,
  capacityMax: 100_000,
  resourceMax: 40,
  resourcesMax: 30,
} as const;

/** A non-negative amount with at most two decimals: "80", "80.5", "80,50". */
const PRICE_PATTERN = /^\d{1,12}([.,]\d{1,2})?$/;

/** The resources field ("wifi, projetor, ,") as a list: trimmed, empties and repeats dropped. */
export function parseResources(text: string | null | undefined): string[] {
  const out: string[] = [];
  for (const part of (text ?? '').split(',')) {
    const resource = part.trim();
    if (resource && !out.includes(resource)) out.push(resource);
  }
  return out;
}

/** "80,5" → "80.50": the Decimal string the server takes. */
export function normalizePrice(text: string): string {
  const [whole = '0', fraction = ''] = text.trim().replace(',', '.').split('.');
  return `${Number(whole)}.${fraction.padEnd(2, '0')}`;
}

/** An absolute http(s) URL, or a file this server stores (`/storage/…`), like the server. */
export function isImageUrl(url: string): boolean {
  if (url.startsWith('/storage/')) {
    const path = url.slice('/storage/'.length);
    return path !== '' && !path.split('/').some((s) => s === '' || s === '.' || s === '..');
  }
  try {
    const parsed = new URL(url);
    return (parsed.protocol === 'http:' || parsed.protocol === 'https:') && parsed.hostname !== '';
  } catch {
    return false;
  }
}

export const spaceSchema = yup.object({
  name: yup
    .string()
    .trim()
    .required(spaceMessages.nameRequired)
    .max(SPACE_LIMITS.nameMax, spaceMessages.nameMax),
  description: yup.string().trim().max(SPACE_LIMITS.descriptionMax, spaceMessages.descriptionMax),
  // Text fields hold strings; an empty or non-integer capacity gets the one message.
  capacity: yup
    .string()
    .trim()
    .required(spaceMessages.capacity)
    .test('integer', spaceMessages.capacity, (v) => {
      if (!v) return true;
      if (!/^\d+$/.test(v)) return false;
      const n = Number(v);
      return n >= 1 && n <= SPACE_LIMITS.capacityMax;
    }),
  pricePerHour: yup
    .string()
    .trim()
    .required(spaceMessages.price)
    .test('price', spaceMessages.price, (v) => !v || PRICE_PATTERN.test(v)),
  resources: yup
    .string()
    .test('each', spaceMessages.resourceMax, (v) => parseResources(v).every((r) => r.length <= SPACE_LIMITS.resourceMax))
    .test('count', spaceMessages.resourcesMax, (v) => parseResources(v).length <= SPACE_LIMITS.resourcesMax),
  imageUrl: yup
    .string()
    .trim()
    .test('url', spaceMessages.imageUrl, (v) => !v || isImageUrl(v)),
});
export type SpaceValues = yup.InferType<typeof spaceSchema>;

// --- Uploads (docs/screens.md, "Uploads") --------------------------------------------------------------

/** The image types the server accepts (it decides by content; this mirrors it by type). */
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export const SPACE_IMAGE_MAX_MB = 10;
export const AVATAR_MAX_MB = 5;

export const uploadMessages = {
  tooLarge: (maxMb: number) => `Arquivo muito grande. Máximo ${maxMb}MB.`,
  unsupportedType: 'Tipo de arquivo não suportado.',
} as const;

/** Why a file cannot be uploaded (null when it may be sent): the type first, then the size. */
export function checkImageFile(file: { size: number; type: string }, maxMb: number): string | null {
  if (!(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type)) return uploadMessages.unsupportedType;
  if (file.size > maxMb * 1024 * 1024) return uploadMessages.tooLarge(maxMb);
  return null;
}

// --- Payment (the pay dialog of 'Minhas Reservas'; checks in payment.ts) ----------------

export const paymentMessages = {
  cardNumberInvalid: 'Número do cartão inválido',
  expiryInvalid: 'Validade inválida',
  cvcInvalid: 'CVC inválido',
} as const;

/** The pay dialog (simulated payment): 'Pagar' enables only when this passes. */
export const paymentSchema = yup.object({
  cardNumber: yup.string().default('').test('luhn', paymentMessages.cardNumberInvalid, (v) => luhnValid(v ?? '')),
  expiry: yup.string().default('').test('expiry', paymentMessages.expiryInvalid, (v) => expiryValid(v ?? '')),
  cvc: yup.string().default('').test('cvc', paymentMessages.cvcInvalid, (v) => cvcValid(v ?? '')),
  name: yup.string().default('').trim(),
});
export type PaymentValues = yup.InferType<typeof paymentSchema>;
