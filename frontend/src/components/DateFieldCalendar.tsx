import { useMemo } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import Popover from '@mui/material/Popover';
import useMediaQuery from '@mui/material/useMediaQuery';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { ptBR as pickersPtBR } from '@mui/x-date-pickers/locales';
import { ptBR } from 'date-fns/locale/pt-BR';
import { format, isValid } from 'date-fns';

/** Phones and short windows (a phone held sideways, 200 % zoom) get the calendar in a dialog. */
const DESKTOP_CALENDAR_QUERY = '(pointer: fine) and (min-height: 600px)';
const localeText = pickersPtBR.components.MuiLocalizationProvider.defaultProps.localeText;

/** A business day (yyyy-MM-dd) as the calendar's Date (local midnight), and back. */
const toDay = (key: string) => {
  const [y, m, d] = key.split('-').map(Number);
  return new Date(y ?? 1970, (m ?? 1) - 1, d ?? 1);
};
const toKey = (day: Date) => format(day, 'yyyy-MM-dd');

export interface DateFieldCalendarProps {
  anchor: HTMLElement;
  label: string;
  value: string | null;
  /** The month shown first when nothing is chosen. */
  reference: string | null;
  min?: string;
  max?: string;
  disabledDay?: (day: string, weekday: number) => boolean;
  onPick: (day: string) => void;
  onClose: () => void;
}

/**
 * DateField's calendar: under the field on a desktop, in a dialog of its own on a phone or
 * a short window (where a pop-up would run past the screen, its focused day out of sight).
 * Picking a day closes it; Escape closes it and focus goes back to the calendar button.
 */
export default function DateFieldCalendar({
  anchor,
  label,
  value,
  reference,
  min,
  max,
  disabledDay,
  onPick,
  onClose,
}: DateFieldCalendarProps) {
  const desktop = useMediaQuery(DESKTOP_CALENDAR_QUERY, { noSsr: true });
  // Stable props: the calendar resets its visible month when these change.
  const dates = useMemo(
    () => ({
      value: value ? toDay(value) : null,
      referenceDate: reference ? toDay(reference) : undefined,
      minDate: min ? toDay(min) : undefined,
      maxDate: max ? toDay(max) : undefined,
    }),
    [value, reference, min, max],
  );
  const calendar = (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={ptBR} localeText={localeText}>
      <DateCalendar
        autoFocus
        value={dates.value}
        referenceDate={dates.referenceDate}
        minDate={dates.minDate}
        maxDate={dates.maxDate}
        shouldDisableDate={disabledDay ? (d) => disabledDay(toKey(d), (d.getDay() + 6) % 7) : undefined}
        onChange={(d: Date | null, _state, view) => {
          // Choosing a year only moves the calendar to it; a day is the choice.
          if (view === 'day' && d && isValid(d)) onPick(toKey(d));
        }}
      />
    </LocalizationProvider>
  );
  if (!desktop) {
    return (
      <Dialog open onClose={onClose} aria-label={label}>
        {calendar}
        <DialogActions>
          <Button onClick={onClose}>Cancelar</Button>
        </DialogActions>
      </Dialog>
    );
  }
  return (
    <Popover
      open
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ paper: { role: 'dialog', 'aria-label': label } }}
    >
      {calendar}
    </Popover>
  );
}
