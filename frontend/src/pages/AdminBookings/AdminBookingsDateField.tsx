import { useState } from 'react';
import { useSessionStore } from '../../auth/SessionProvider';
import { DateField } from '../../components/DateField';
import { useFormatters } from '../../components/FormatProvider';
import { dateFormatLabels } from '../../lib/format';
import { businessDate, serverNow } from '../../lib/serverTime';

/**
 * The list's day filter: a business day (yyyy-MM-dd) in the user's date format. An
 * emptied field clears the filter; a date typed halfway changes nothing until it is whole.
 */
export function AdminBookingsDateField({
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
    <DateField
      label="Data"
      value={value}
      onChange={(day, refusal) => {
        if (!refusal) onChange(day);
      }}
      reference={today}
      pattern={dateFormatLabels[options.dateFormat]}
      sx={{ flex: 1, minWidth: 0 }}
    />
  );
}
