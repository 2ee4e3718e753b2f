import * as yup from 'yup';

/** The scopes a personal access token may carry, in the order the form lists them. */
export const API_SCOPES = [
  'ACCOUNT_READ',
  'ACCOUNT_WRITE',
  'SPACES_READ',
  'BOOKINGS_READ',
  'BOOKINGS_WRITE',
  'SPACES_WRITE',
  'USERS_READ',
  'USERS_WRITE',
  'REPORTS_READ',
] as const;

const LABELS: Record<string, { text: string; adminOnly: boolean }> = {
  ACCOUNT_READ: { text: 'Ver o seu perfil e o seu painel', adminOnly: false },
  ACCOUNT_WRITE: { text: 'Alterar o seu perfil, configurações e foto', adminOnly: false },
  SPACES_READ: { text: 'Ver espaços, disponibilidade e agenda', adminOnly: false },
  BOOKINGS_READ: { text: 'Ver reservas e acompanhá-las ao vivo', adminOnly: false },
  BOOKINGS_WRITE: { text: 'Reservar, pagar, reagendar e cancelar', adminOnly: false },
  SPACES_WRITE: { text: 'Gerenciar espaços, regras, fechamentos e cotas', adminOnly: true },
  USERS_READ: { text: 'Ver usuários', adminOnly: true },
  USERS_WRITE: { text: 'Alterar o papel de usuários', adminOnly: true },
  REPORTS_READ: { text: 'Ver painel administrativo e relatórios', adminOnly: true },
};

/** A scope as the screen shows it: pt-BR words, the code integrators see in docs and errors. */
export function scopeLabel(scope: string): { text: string; code: string; adminOnly: boolean } {
  const known = LABELS[scope] ?? { text: scope, adminOnly: false };
  return { ...known, code: scope.toLowerCase().replace('_', ':') };
}

/** The validities the form offers, in days (the server takes 1 to its maximum). */
export const TOKEN_DAYS = [7, 30, 90, 180, 365];

export interface ApiTokenValues {
  name: string;
  days: string;
  scopes: string[];
}

/** The server's rules for a new token (docs/messages.md), with its limits from appConfig. */
export function apiTokenSchema(nameMax: number, maxDays: number) {
  return yup.object({
    name: yup
      .string()
      .trim()
      .required('Dê um nome ao token.')
      .max(nameMax, `O nome do token deve ter no máximo ${nameMax} caracteres.`),
    days: yup
      .number()
      .typeError(`A validade deve ser de 1 a ${maxDays} dias.`)
      .min(1, `A validade deve ser de 1 a ${maxDays} dias.`)
      .max(maxDays, `A validade deve ser de 1 a ${maxDays} dias.`),
    scopes: yup.array(yup.string().required()).min(1, 'Escolha ao menos um escopo.'),
  });
}
