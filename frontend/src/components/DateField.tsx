import { lazy, Suspense, useState } from 'react';
import type { ReactNode } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';
import CalendarIcon from '@mui/icons-material/CalendarMonthOutlined';
import { datePlaceholder, formatDate, maskDate, parseDate, spokenDate, weekdayOf } from '../lib/dateText';
import type { DatePattern } from '../lib/dateText';

/** Why a whole date is refused, in the order they are checked. */
export type DateRefusal = 'invalidDate' | 'minDate' | 'maxDate' | 'shouldDisableDate';

// The calendar is its own chunk (MUI X's calendar and date-fns' pt-BR names, ~55 KB
// gzipped): a form with a date field opens without it, and it loads when the pointer or
// the focus reaches the calendar button, before the click that opens it.
const loadCalendar = () => import('./DateFieldCalendar');
const DateFieldCalendar = lazy(loadCalendar);

export interface DateFieldProps {
  label: string;
  /** The day shown (yyyy-MM-dd), or null for an empty field. */
  value: string | null;
  /**
   * Called on every edit: the day typed or picked and why it is refused (null when it is
   * fine). The day is null while the text is empty or incomplete (then `invalidDate`,
   * unless empty).
   */
  onChange: (day: string | null, refusal: DateRefusal | null) => void;
  /** The first and last days that may be chosen (yyyy-MM-dd). */
  min?: string;
  max?: string;
  /** Days of the calendar that cannot be chosen (weekday 0 = Monday). */
  disabledDay?: (day: string, weekday: number) => boolean;
  /** The month the calendar opens on when the field is empty. */
  reference?: string;
  pattern?: DatePattern;
  required?: boolean;
  error?: boolean;
  helperText?: ReactNode;
  fullWidth?: boolean;
  size?: 'small' | 'medium';
  sx?: SxProps<Theme>;
  /** Marks the field for a form's "focus the refused field" (BookingForm's focusField). */
  field?: string;
}

/**
 * A date typed (digits; the separators come by themselves) or picked on a calendar. The
 * day is checked as the calendar would: docs/accessibility.md, "Forms".
 */
export function DateField({
  label,
  value,
  onChange,
  min,
  max,
  disabledDay,
  reference,
  pattern = 'dd/MM/yyyy',
  required,
  error,
  helperText,
  fullWidth,
  size,
  sx,
  field,
}: DateFieldProps) {
  const [text, setText] = useState(() => (value ? formatDate(value, pattern) : ''));
  // A new `value` from outside (the agenda's arrows, a reset) replaces the text; the day
  // this field itself last reported coming back does not, nor a parent that keeps its
  // day while a date is being typed.
  const [seen, setSeen] = useState({ value, pattern });
  const [reported, setReported] = useState(value);
  if (seen.value !== value || seen.pattern !== pattern) {
    setSeen({ value, pattern });
    if (value !== reported || seen.pattern !== pattern) setText(value ? formatDate(value, pattern) : '');
  }
  // The calendar button while its calendar is open.
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);

  const refusal = (day: string): DateRefusal | null => {
    if (min && day < min) return 'minDate';
    if (max && day > max) return 'maxDate';
    if (disabledDay?.(day, weekdayOf(day))) return 'shouldDisableDate';
    return null;
  };
  const report = (day: string | null, why: DateRefusal | null) => {
    setReported(day);
    onChange(day, why);
  };
  const edit = (raw: string) => {
    const next = maskDate(raw, pattern);
    setText(next);
    if (next === '') return report(null, null);
    const day = parseDate(next, pattern);
    if (day === null) return report(null, 'invalidDate');
    report(day, refusal(day));
  };
  const pick = (day: string) => {
    setAnchor(null);
    setText(formatDate(day, pattern));
    report(day, refusal(day));
  };

  const chosen = value && parseDate(text, pattern) === value ? value : null;
  const buttonLabel = chosen ? `Escolha uma data, data selecionada ${spokenDate(chosen)}` : 'Escolha uma data';
  return (
    <>
      <TextField
        label={label}
        value={text}
        onChange={(e) => edit(e.target.value)}
        required={required}
        error={error}
        helperText={helperText}
        fullWidth={fullWidth}
        size={size}
        sx={sx}
        placeholder={datePlaceholder(pattern)}
        data-field={field}
        slotProps={{
          htmlInput: { inputMode: 'numeric', autoComplete: 'off', maxLength: 10 },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton
                  edge="end"
                  size={size}
                  aria-label={buttonLabel}
                  aria-haspopup="dialog"
                  aria-expanded={anchor !== null}
                  onPointerEnter={() => void loadCalendar()}
                  onFocus={() => void loadCalendar()}
                  onClick={(e) => setAnchor(e.currentTarget)}
                >
                  <CalendarIcon fontSize={size === 'small' ? 'small' : 'medium'} />
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
      {anchor && (
        <Suspense fallback={null}>
          <DateFieldCalendar
            anchor={anchor}
            label={label}
            value={chosen}
            reference={chosen ?? reference ?? min ?? null}
            min={min}
            max={max}
            disabledDay={disabledDay}
            onPick={pick}
            onClose={() => setAnchor(null)}
          />
        </Suspense>
      )}
    </>
  );
}
