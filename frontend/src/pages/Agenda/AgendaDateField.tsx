import { useMemo, useState } from 'react';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { ptBR as pickersPtBR } from '@mui/x-date-pickers/locales';
import { ptBR } from 'date-fns/locale/pt-BR';
import { format, isValid } from 'date-fns';

const localeText = pickersPtBR.components.MuiLocalizationProvider.defaultProps.localeText;
const toDay = (key: string) => {
  const [y, m, d] = key.split('-').map(Number);
  return new Date(y ?? 1970, (m ?? 1) - 1, d ?? 1);
};

/**
 * The agenda's day (dd/mm/aaaa, as the booking form's). Its own chunk: the picker's code
 * loads after the grid. A date typed halfway changes nothing until it is whole.
 */
export default function AgendaDateField({ value, onChange }: { value: string; onChange: (key: string) => void }) {
  const [shown, setShown] = useState<Date | null>(() => toDay(value));
  const [last, setLast] = useState(value);
  if (last !== value) {
    setLast(value);
    setShown(toDay(value));
  }
  const slotProps = useMemo(() => ({ textField: { size: 'small' as const, sx: { width: '11.5rem' } } }), []);
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={ptBR} localeText={localeText}>
      <DatePicker
        label="Data"
        value={shown}
        format="dd/MM/yyyy"
        onChange={(day, context) => {
          setShown(day);
          if (day && isValid(day) && !context.validationError) onChange(format(day, 'yyyy-MM-dd'));
        }}
        slotProps={slotProps}
      />
    </LocalizationProvider>
  );
}
