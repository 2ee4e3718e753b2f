import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import { changePasswordSchema, messages, signInSchema, signUpSchema } from './validation';

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
