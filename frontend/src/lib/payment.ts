/**
 * The pay dialog's card checks. Payment is simulated (docs/booking-rules.md, "Payment"): the card data never leaves
 * the browser, but 'Pagar' only enables for a plausible card, as a real checkout would.
 */

/** Digits only. */
export const digits = (value: string): string => value.replace(/\D/g, '');

/** The Luhn checksum of a card number (12 to 19 digits; spaces and dashes ignored). */
export function luhnValid(cardNumber: string): boolean {
  if (/[^\d\s-]/.test(cardNumber)) return false;
  const d = digits(cardNumber);
  if (d.length < 12 || d.length > 19) return false;
  let sum = 0;
  for (let i = 0; i < d.length; i++) {
    let n = Number(d[d.length - 1 - i]);
    if (i % 2 === 1) {
      n *= 2;
      if (n > 9) n -= 9;
    }
    sum += n;
  }
  return sum % 10 === 0;
}

/**
 * An expiry "MM/AA" that has not passed: a card is valid through the last day of its
 * month, so the current month still counts.
 */
export function expiryValid(expiry: string, now: Date = new Date()): boolean {
  const match = /^(\d{2})\/(\d{2})$/.exec(expiry.trim());
  if (!match) return false;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return false;
  const current = now.getFullYear() * 12 + now.getMonth();
  return year * 12 + (month - 1) >= current;
}

/** 3 or 4 digits. */
export function cvcValid(cvc: string): boolean {
  return /^\d{3,4}$/.test(cvc.trim());
}

/** "4111111111111111" → "4111 1111 1111 1111" while typing (at most 19 digits). */
export function formatCardNumber(value: string): string {
  return digits(value)
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** "1239" → "12/39" while typing. */
export function formatExpiry(value: string): string {
  const d = digits(value).slice(0, 4);
  return d.length > 2 ? `${d.slice(0, 2)}/${d.slice(2)}` : d;
}
