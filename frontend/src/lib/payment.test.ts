import { describe, expect, it } from 'vitest';
import { cvcValid, expiryValid, formatCardNumber, formatExpiry, luhnValid } from './payment';
import { paymentSchema } from './validation';

describe('luhnValid', () => {
  it('accepts test cards, with or without spaces', () => {
    expect(luhnValid('4111 1111 1111 1111')).toBe(true);
    expect(luhnValid('4111111111111111')).toBe(true);
    expect(luhnValid('5555-5555-5555-4444')).toBe(true);
    expect(luhnValid('378282246310005')).toBe(true); // Amex, 15 digits
  });

  it('refuses a wrong check digit, letters and bad lengths', () => {
    expect(luhnValid('4111 1111 1111 1112')).toBe(false);
    expect(luhnValid('4111 1111 1111 111a')).toBe(false);
    expect(luhnValid('0')).toBe(false);
    expect(luhnValid('00000000000')).toBe(false); // 11 digits
    expect(luhnValid('')).toBe(false);
  });
});

describe('expiryValid', () => {
  const now = new Date(2026, 10, 22); // November 2026

  it('accepts this month and later', () => {
    expect(expiryValid('11/26', now)).toBe(true);
    expect(expiryValid('12/26', now)).toBe(true);
    expect(expiryValid('01/27', now)).toBe(true);
    expect(expiryValid('12/39', now)).toBe(true);
  });

  it('refuses past months, impossible months and other shapes', () => {
    expect(expiryValid('10/26', now)).toBe(false);
    expect(expiryValid('12/25', now)).toBe(false);
    expect(expiryValid('13/30', now)).toBe(false);
    expect(expiryValid('00/30', now)).toBe(false);
    expect(expiryValid('1/30', now)).toBe(false);
    expect(expiryValid('12/2039', now)).toBe(false);
    expect(expiryValid('', now)).toBe(false);
  });
});

describe('cvcValid', () => {
  it('takes 3 or 4 digits only', () => {
    expect(cvcValid('123')).toBe(true);
    expect(cvcValid('1234')).toBe(true);
    expect(cvcValid('12')).toBe(false);
    expect(cvcValid('12345')).toBe(false);
    expect(cvcValid('12a')).toBe(false);
  });
});

describe('input formatting', () => {
  it('groups card digits by four and inserts the expiry slash', () => {
    expect(formatCardNumber('4111111111111111')).toBe('4111 1111 1111 1111');
    expect(formatCardNumber('4111-11')).toBe('4111 11');
    expect(formatExpiry('1239')).toBe('12/39');
    expect(formatExpiry('12')).toBe('12');
    expect(formatExpiry('12/3')).toBe('12/3');
  });
});

describe('paymentSchema', () => {
  it('passes the test card and names each failing field', () => {
    expect(paymentSchema.isValidSync({ cardNumber: '4111 1111 1111 1111', expiry: '12/39', cvc: '123', name: '' })).toBe(true);
    let errors: string[] = [];
    try {
      paymentSchema.validateSync({ cardNumber: '4111 1111 1111 1112', expiry: '01/20', cvc: '1', name: '' }, { abortEarly: false });
    } catch (e) {
      errors = (e as { errors: string[] }).errors;
    }
    expect(errors).toEqual(['Número do cartão inválido', 'Validade inválida', 'CVC inválido']);
  });
});
