import { useState } from 'react';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { ptBR as pickersPtBR } from '@mui/x-date-pickers/locales';
import { format as formatLocal, isValid } from 'date-fns';
import { ptBR } from 'date-fns/locale/pt-BR';
import { useSessionStore } from '../../auth/SessionProvider';
import { useFormatters } from '../../components/FormatProvider';
import { dateFormatLabels } from '../../lib/format';
import { businessDate, serverNow } from '../../lib/serverTime';

const localeText = pickersPtBR.components.MuiLocalizationProvider.defaultProps.localeText;

/** A calendar day (the picker's Date, at local midnight) as yyyy-MM-dd, and back. */
const dayKey = (day: Date) => formatLocal(day, 'yyyy-MM-dd');
const keyToDay = (key: string) => {
  const [y, m, d] = key.split('-').map(Number);
  return new Date(y ?? 1970, (m ?? 1) - 1, d ?? 1);
};

/**
 * The list's day filter: a business day (yyyy-MM-dd) in the user's date format. Loaded
 * lazily by the filters, so the picker never delays the list.
 */
export default function AdminBookingsDateField({
  value,
  onChange,
}: {
  value: string | null;
  onChange: (date: string | null) => void;
}) {
  const { options } = useFormatters();
  const session = useSessionStore();
  // The calendar opens on the server's business "today" (its clock may be shifted).
  const [today] = useState(() => businessDate(serverNow(session.accessToken()), options.timeZone));
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={ptBR} localeText={localeText}>
      <DatePicker
        label="Data"
        value={value ? keyToDay(value) : null}
        onChange={(day) => {
          if (day === null) onChange(null);
          else if (isValid(day)) onChange(dayKey(day));
        }}
        referenceDate={keyToDay(today)}
        format={dateFormatLabels[options.dateFormat]}
        sx={{ flex: 1, minWidth: 0 }}
      />
    </LocalizationProvider>
  );
}
