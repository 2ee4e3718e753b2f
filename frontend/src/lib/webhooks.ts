import * as yup from 'yup';

/** The events an endpoint can ask for, in the order the form lists them. */
export const WEBHOOK_EVENTS = [
  'BOOKING_CREATED',
  'BOOKING_APPROVED',
  'BOOKING_CONFIRMED',
  'BOOKING_RESCHEDULED',
  'BOOKING_CANCELLED',
  'BOOKING_COMPLETED',
  'SPACE_CHANGED',
] as const;

const LABELS: Record<string, string> = {
  BOOKING_CREATED: 'Reserva criada',
  BOOKING_APPROVED: 'Pedido aprovado',
  BOOKING_CONFIRMED: 'Reserva confirmada (paga)',
  BOOKING_RESCHEDULED: 'Reserva reagendada',
  BOOKING_CANCELLED: 'Reserva cancelada',
  BOOKING_COMPLETED: 'Reserva concluída',
  SPACE_CHANGED: 'Espaço alterado',
};

/** An event as the screen names it, and its `type` in the body (`booking.created`). */
export function eventLabel(event: string): { text: string; code: string } {
  return { text: LABELS[event] ?? event, code: event.toLowerCase().replace('_', '.') };
}

/** Where a delivery stands, in pt-BR. */
export function deliveryStateLabel(state: string): string {
  return state === 'DELIVERED' ? 'Entregue' : state === 'FAILED' ? 'Falhou' : 'Pendente';
}

/** What the endpoint answered: the HTTP status, or why there was no answer. */
export function deliveryOutcome(d: { responseStatus: number | null | undefined; error: string | null | undefined; attempts: number }): string {
  if (d.responseStatus != null) return `HTTP ${d.responseStatus}`;
  if (d.error) return d.error;
  return d.attempts === 0 ? 'Ainda não enviada' : '—';
}

export interface WebhookValues {
  url: string;
  description: string;
  events: string[];
}

/** The server's rules for an endpoint (docs/messages.md), with its limit from appConfig. */
export const webhookSchema = (descriptionMax: number) =>
  yup.object({
  url: yup
    .string()
    .trim()
    .required('Informe uma URL http:// ou https:// válida.')
    .test('http', 'Informe uma URL http:// ou https:// válida.', (value) => {
      try {
        const url = new URL(value ?? '');
        return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
      } catch {
        return false;
      }
    }),
    description: yup.string().trim().max(descriptionMax, `A descrição deve ter no máximo ${descriptionMax} caracteres.`),
    events: yup.array(yup.string().required()).min(1, 'Escolha ao menos um evento.'),
  });
