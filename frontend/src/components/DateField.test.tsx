import { useState } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Button from '@mui/material/Button';
import { desktopPointer } from '../test/helpers';
import { DateField } from './DateField';
import type { DateFieldProps, DateRefusal } from './DateField';

type Report = [string | null, DateRefusal | null];

/** A parent that keeps what the field reports, as the booking form does. */
function Harness(props: Omit<DateFieldProps, 'value' | 'onChange'> & { start?: string | null; reports: Report[] }) {
  const { start = null, reports, ...rest } = props;
  const [value, setValue] = useState<string | null>(start);
  return (
    <>
      <DateField
        {...rest}
        value={value}
        onChange={(day, refusal) => {
          reports.push([day, refusal]);
          setValue(day);
        }}
      />
      <Button onClick={() => setValue('2031-03-20')}>Ir para 20</Button>
    </>
  );
}

const input = () => screen.getByRole('textbox', { name: /^Data/ });

// The calendar is a lazy chunk: load it once so that each test only waits for React.
beforeAll(async () => {
  await import('./DateFieldCalendar');
}, 30_000);

// A desktop browser: the calendar opens under the field.
beforeEach(desktopPointer);
afterEach(() => vi.restoreAllMocks());

describe('DateField', () => {
  it('reports nothing whole until the date is, then the day and why it is refused', async () => {
    const reports: Report[] = [];
    const user = userEvent.setup();
    render(<Harness label="Data" min="2031-03-10" max="2031-03-31" reports={reports} />);
    await user.type(input(), '0903');
    expect(input()).toHaveValue('09/03');
    expect(reports.at(-1)).toEqual([null, 'invalidDate']);
    await user.type(input(), '2031');
    expect(input()).toHaveValue('09/03/2031');
    expect(reports.at(-1)).toEqual(['2031-03-09', 'minDate']);
    await user.clear(input());
    expect(reports.at(-1)).toEqual([null, null]);
    await user.type(input(), '01/04/2031');
    expect(reports.at(-1)).toEqual(['2031-04-01', 'maxDate']);
    await user.clear(input());
    await user.type(input(), '31/02/2031');
    expect(reports.at(-1)).toEqual([null, 'invalidDate']);
  });

  it('refuses the days the calendar greys out, by weekday', async () => {
    const reports: Report[] = [];
    const user = userEvent.setup();
    const sundays = (_: string, weekday: number) => weekday === 6;
    render(<Harness label="Data" disabledDay={sundays} reports={reports} />);
    await user.type(input(), '16/03/2031');
    expect(reports.at(-1)).toEqual(['2031-03-16', 'shouldDisableDate']);
    await user.clear(input());
    await user.type(input(), '17/03/2031');
    expect(reports.at(-1)).toEqual(['2031-03-17', null]);
  });

  it('picks a day on the calendar, which closes and gives focus back to its button', async () => {
    const reports: Report[] = [];
    const user = userEvent.setup();
    const sundays = (_: string, weekday: number) => weekday === 6;
    render(<Harness label="Data" start="2031-03-10" disabledDay={sundays} reports={reports} />);
    const button = screen.getByRole('button', { name: 'Escolha uma data, data selecionada 10 de março de 2031' });
    await user.click(button);
    const grid = await screen.findByRole('grid');
    expect(within(grid).getByText('16', { selector: 'button' })).toBeDisabled();
    await user.click(within(grid).getByText('12', { selector: 'button' }));
    await waitFor(() => expect(screen.queryByRole('grid')).toBeNull());
    expect(input()).toHaveValue('12/03/2031');
    expect(reports.at(-1)).toEqual(['2031-03-12', null]);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Escolha uma data, data selecionada 12 de março de 2031' })).toHaveFocus(),
    );
  });

  it('shows a day set from outside, and keeps a half-typed one the parent ignores', async () => {
    const user = userEvent.setup();
    const changes: string[] = [];
    function Agenda() {
      const [day, setDay] = useState('2031-03-10');
      return (
        <>
          <DateField label="Data" value={day} onChange={(d, refusal) => d && !refusal && (changes.push(d), setDay(d))} />
          <Button onClick={() => setDay('2031-03-11')}>Próximo dia</Button>
        </>
      );
    }
    render(<Agenda />);
    expect(input()).toHaveValue('10/03/2031');
    await user.click(screen.getByRole('button', { name: 'Próximo dia' }));
    expect(input()).toHaveValue('11/03/2031');
    await user.clear(input());
    await user.type(input(), '2503');
    expect(input()).toHaveValue('25/03');
    await user.type(input(), '2031');
    expect(changes).toEqual(['2031-03-25']);
    expect(input()).toHaveValue('25/03/2031');
  });

  it('follows the pattern it is given', async () => {
    const reports: Report[] = [];
    const user = userEvent.setup();
    render(<Harness label="Data" pattern="yyyy-MM-dd" start="2031-03-10" reports={reports} />);
    expect(input()).toHaveValue('2031-03-10');
    await user.click(screen.getByRole('button', { name: 'Ir para 20' }));
    expect(input()).toHaveValue('2031-03-20');
  });
});
