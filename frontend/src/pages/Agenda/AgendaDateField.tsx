import { DateField } from '../../components/DateField';

/**
 * The agenda's day (dd/mm/aaaa, as the booking form's). A date typed halfway, or one that
 * does not exist, changes nothing until it is whole.
 */
export function AgendaDateField({ value, onChange }: { value: string; onChange: (key: string) => void }) {
  return (
    <DateField
      label="Data"
      value={value}
      onChange={(day, refusal) => {
        if (day && !refusal) onChange(day);
      }}
      size="small"
      sx={{ width: '11.5rem' }}
    />
  );
}
