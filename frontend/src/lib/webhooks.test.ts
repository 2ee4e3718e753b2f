import { describe, expect, it } from 'vitest';
import { deliveryOutcome, deliveryStateLabel, eventLabel, webhookSchema } from './webhooks';

describe('webhooks', () => {
  it('names events as the body types them', () => {
    expect(eventLabel('BOOKING_CREATED')).toEqual({ text: 'Reserva criada', code: 'booking.created' });
    expect(eventLabel('SPACE_CHANGED').code).toBe('space.changed');
    expect(deliveryStateLabel('FAILED')).toBe('Falhou');
  });

  it('shows the status, or why nothing answered', () => {
    expect(deliveryOutcome({ responseStatus: 503, error: null, attempts: 2 })).toBe('HTTP 503');
    expect(deliveryOutcome({ responseStatus: null, error: 'Sem resposta em 10 s.', attempts: 1 })).toBe('Sem resposta em 10 s.');
    expect(deliveryOutcome({ responseStatus: null, error: null, attempts: 0 })).toBe('Ainda não enviada');
  });

  it('mirrors the server messages for an endpoint', async () => {
    const errors = (values: object) =>
      webhookSchema(120).validate(values, { abortEarly: false }).then(
        () => [],
        (e: { errors: string[] }) => e.errors,
      );
    expect(await errors({ url: 'ftp://x.com', description: '', events: [] })).toEqual([
      'Informe uma URL http:// ou https:// válida.',
      'Escolha ao menos um evento.',
    ]);
    expect(await errors({ url: 'https://erp.exemplo.com/agora', description: 'x'.repeat(121), events: ['SPACE_CHANGED'] })).toEqual([
      'A descrição deve ter no máximo 120 caracteres.',
    ]);
    expect(await errors({ url: 'http://127.0.0.1:9000/hook', description: 'ERP', events: ['SPACE_CHANGED'] })).toEqual([]);
  });
});
