import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import {
  AVATAR_MAX_MB,
  SPACE_IMAGE_MAX_MB,
  changePasswordSchema,
  checkImageFile,
  isImageUrl,
  messages,
  normalizePrice,
  parseResources,
  signInSchema,
  signUpSchema,
  spaceSchema,
} from './validation';

/** All messages for a value, keyed by field (formik shows the first one per field). */
function errorsOf(schema: { validateSync: (v: unknown, o: object) => unknown }, value: object): Record<string, string[]> {
  try {
    schema.validateSync(value, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const out: Record<string, string[]> = {};
    for (const e of error.inner) (out[e.path ?? ''] ??= []).push(e.message);
    return out;
  }
}

describe('sign-in schema', () => {
  it('accepts a valid e-mail and password', () => {
    expect(errorsOf(signInSchema, { email: 'ana@example.com', password: '123456' })).toEqual({});
  });

  it('requires e-mail and password, one message each', () => {
    expect(errorsOf(signInSchema, { email: '', password: '' })).toEqual({
      email: [messages.emailRequired],
      password: [messages.passwordRequired],
    });
    expect(messages.emailRequired).toBe('Email é obrigatório');
    expect(messages.passwordRequired).toBe('Senha é obrigatória');
  });

  it('rejects an address without the basic pattern', () => {
    for (const email of ['ana', 'ana@', 'ana@example', 'a na@example.com']) {
      expect(errorsOf(signInSchema, { email, password: '123456' }).email).toEqual(['Email inválido']);
    }
  });

  it('requires at least 6 characters of password', () => {
    expect(errorsOf(signInSchema, { email: 'ana@example.com', password: '12345' }).password).toEqual([
      'Senha deve ter pelo menos 6 caracteres',
    ]);
  });
});

describe('sign-up schema', () => {
  const valid = { fullName: 'Ana Souza', email: 'ana@example.com', role: 'USER', password: '123456', confirmPassword: '123456' };

  it('accepts a valid form', () => {
    expect(errorsOf(signUpSchema, valid)).toEqual({});
  });

  it('requires a full name of at least 2 characters', () => {
    expect(errorsOf(signUpSchema, { ...valid, fullName: '' }).fullName).toEqual(['Nome é obrigatório']);
    expect(errorsOf(signUpSchema, { ...valid, fullName: '  ' }).fullName).toEqual(['Nome é obrigatório']);
    expect(errorsOf(signUpSchema, { ...valid, fullName: 'A' }).fullName).toEqual(['Nome deve ter pelo menos 2 caracteres']);
  });

  it('checks e-mail and password as sign-in does', () => {
    const errors = errorsOf(signUpSchema, { ...valid, email: 'x', password: '1', confirmPassword: '1' });
    expect(errors.email).toEqual(['Email inválido']);
    expect(errors.password).toEqual(['Senha deve ter pelo menos 6 caracteres']);
  });

  it('requires the confirmation, equal to the password', () => {
    expect(errorsOf(signUpSchema, { ...valid, confirmPassword: '' }).confirmPassword).toEqual([
      'Confirmação de senha é obrigatória',
    ]);
    expect(errorsOf(signUpSchema, { ...valid, confirmPassword: '654321' }).confirmPassword).toEqual(['Senhas não coincidem']);
  });
});

describe('change-password schema', () => {
  it('requires the current password and applies the sign-up rules to the new one', () => {
    const errors = errorsOf(changePasswordSchema, { currentPassword: '', newPassword: '123', confirmPassword: '321' });
    expect(errors).toEqual({
      currentPassword: ['Senha atual é obrigatória'],
      newPassword: ['Senha deve ter pelo menos 6 caracteres'],
      confirmPassword: ['Senhas não coincidem'],
    });
  });
});

describe('space schema', () => {
  const valid = {
    name: 'Sala Ipê',
    description: 'Sala iluminada',
    capacity: '8',
    pricePerHour: '80.50',
    resources: 'wifi, projetor',
    imageUrl: 'https://exemplo.com/sala.png',
  };

  it('accepts a valid space, a free one, a stored image and no image', () => {
    expect(errorsOf(spaceSchema, valid)).toEqual({});
    expect(errorsOf(spaceSchema, { ...valid, pricePerHour: '0', imageUrl: '/storage/spaces/images/a.png' })).toEqual({});
    expect(errorsOf(spaceSchema, { ...valid, pricePerHour: '80,5', imageUrl: '', description: '', resources: '' })).toEqual({});
  });

  it('requires a name', () => {
    expect(errorsOf(spaceSchema, { ...valid, name: '   ' })).toEqual({ name: ['Nome é obrigatório'] });
    expect(errorsOf(spaceSchema, { ...valid, name: 'x'.repeat(121) })).toEqual({ name: ['Nome deve ter no máximo 120 caracteres'] });
  });

  it('wants a positive whole capacity', () => {
    const message = ['Capacidade deve ser um número inteiro positivo'];
    for (const capacity of ['', '0', '-3', '2.5', 'dez', '100001']) {
      expect(errorsOf(spaceSchema, { ...valid, capacity }), capacity).toEqual({ capacity: message });
    }
    expect(errorsOf(spaceSchema, { ...valid, capacity: '1' })).toEqual({});
  });

  it('wants a price of zero or more with at most two decimals', () => {
    const message = ['Preço deve ser um valor positivo'];
    for (const pricePerHour of ['', '-1', '1.234', 'abc', '.5', '1e3']) {
      expect(errorsOf(spaceSchema, { ...valid, pricePerHour }), pricePerHour).toEqual({ pricePerHour: message });
    }
  });

  it('wants the image URL to be an http(s) URL or a stored file', () => {
    const message = ['URL da imagem inválida'];
    for (const imageUrl of ['nota url', 'javascript:alert(1)', 'ftp://exemplo.com/a.png', '/storage/../etc/passwd', '/outra/a.png']) {
      expect(errorsOf(spaceSchema, { ...valid, imageUrl }), imageUrl).toEqual({ imageUrl: message });
    }
    expect(isImageUrl('http://exemplo.com/a.png')).toBe(true);
    expect(isImageUrl('/storage/spaces/demo/a.png')).toBe(true);
  });

  it('limits the description and the resources like the server', () => {
    expect(errorsOf(spaceSchema, { ...valid, description: 'x'.repeat(2001) })).toEqual({
      description: ['Descrição deve ter no máximo 2000 caracteres'],
    });
    expect(errorsOf(spaceSchema, { ...valid, resources: 'x'.repeat(41) })).toEqual({
      resources: ['Cada recurso deve ter no máximo 40 caracteres'],
    });
    const many = Array.from({ length: 31 }, (_, i) => `r${i}`).join(',');
    expect(errorsOf(spaceSchema, { ...valid, resources: many })).toEqual({ resources: ['No máximo 30 recursos por espaço'] });
  });

  it('reads resources comma-separated, trimmed, without empties or repeats', () => {
    expect(parseResources(' wifi, projetor ,, wifi ,')).toEqual(['wifi', 'projetor']);
    expect(parseResources('')).toEqual([]);
  });

  it('sends prices as two-decimal strings', () => {
    expect(normalizePrice('80')).toBe('80.00');
    expect(normalizePrice('80,5')).toBe('80.50');
    expect(normalizePrice(' 0.05 ')).toBe('0.05');
  });
});

describe('image files', () => {
  const mb = 1024 * 1024;

  it('accepts JPEG, PNG, WebP and GIF within the limit', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp', 'image/gif']) {
      expect(checkImageFile({ type, size: mb }, SPACE_IMAGE_MAX_MB)).toBeNull();
    }
    expect(checkImageFile({ type: 'image/png', size: 10 * mb }, SPACE_IMAGE_MAX_MB)).toBeNull();
  });

  it('refuses other types and files over the limit', () => {
    expect(checkImageFile({ type: 'image/svg+xml', size: 10 }, SPACE_IMAGE_MAX_MB)).toBe('Tipo de arquivo não suportado.');
    expect(checkImageFile({ type: 'application/pdf', size: 10 }, AVATAR_MAX_MB)).toBe('Tipo de arquivo não suportado.');
    expect(checkImageFile({ type: 'image/png', size: 10 * mb + 1 }, SPACE_IMAGE_MAX_MB)).toBe('Arquivo muito grande. Máximo 10MB.');
    expect(checkImageFile({ type: 'image/jpeg', size: 5 * mb + 1 }, AVATAR_MAX_MB)).toBe('Arquivo muito grande. Máximo 5MB.');
  });
});
