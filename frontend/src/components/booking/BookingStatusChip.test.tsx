import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BookingStatusChip, statusLabel } from './BookingStatusChip';

describe('BookingStatusChip', () => {
  it('labels the four statuses in Portuguese', () => {
    expect(['PENDING', 'CONFIRMED', 'COMPLETED', 'CANCELLED'].map(statusLabel)).toEqual([
      'Pendente',
      'Confirmado',
      'Realizado',
      'Cancelado',
    ]);
  });

  it('shows any unknown value as Cancelado', () => {
    // eslint-disable-next-line relay/no-future-added-value -- the point: a value the client does not know
    expect(statusLabel('%future added value')).toBe('Cancelado');
    render(<BookingStatusChip status="EXPIRED" />);
    expect(screen.getByText('Cancelado')).toBeInTheDocument();
  });

  it('gives each status its own colours', () => {
    const { container } = render(
      <>
        {['PENDING', 'CONFIRMED', 'COMPLETED', 'CANCELLED'].map((s) => (
          <BookingStatusChip key={s} status={s} />
        ))}
      </>,
    );
    const colours = Array.from(container.querySelectorAll('.MuiChip-root'), (c) => getComputedStyle(c).backgroundColor);
    expect(new Set(colours).size).toBe(4);
  });
});
