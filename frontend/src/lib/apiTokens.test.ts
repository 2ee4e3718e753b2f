import { describe, expect, it } from 'vitest';
import { API_SCOPES, apiTokenSchema, scopeLabel } from './apiTokens';

describe('apiTokens', () => {
  it('names each scope as the server spells it', () => {
    expect(scopeLabel('BOOKINGS_WRITE').code).toBe('bookings:write');
    expect(scopeLabel('REPORTS_READ')).toMatchObject({ code: 'reports:read', adminOnly: true });
    expect(API_SCOPES.filter((s) => !scopeLabel(s).adminOnly)).toEqual([
      'ACCOUNT_READ',
      'ACCOUNT_WRITE',
      'SPACES_READ',
      'BOOKINGS_READ',
      'BOOKINGS_WRITE',
    ]);
  });

  it('mirrors the server messages for a new token', async () => {
    const schema = apiTokenSchema(60, 365);
    const errors = async (values: object) =>
      schema.validate(values, { abortEarly: false }).then(
        () => [],
        (e: { errors: string[] }) => e.errors,
      );
    expect(await errors({ name: ' ', days: '30', scopes: [] })).toEqual(['Dê um nome ao token.', 'Escolha ao menos um escopo.']);
    expect(await errors({ name: 'x'.repeat(61), days: '30', scopes: ['SPACES_READ'] })).toEqual([
      'O nome do token deve ter no máximo 60 caracteres.',
    ]);
    expect(await errors({ name: 'ok', days: '366', scopes: ['SPACES_READ'] })).toEqual(['A validade deve ser de 1 a 365 dias.']);
    expect(await errors({ name: 'x'.repeat(60), days: '365', scopes: ['SPACES_READ'] })).toEqual([]);
  });
});
