import { createContext, useContext, useMemo } from 'react';
import type { ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import { defaultFormatOptions, formatDate, formatDateTime, formatTime } from '../lib/format';
import type { DateFormat, FormatOptions } from '../lib/format';
import type { FormatProvider_appConfig$key } from './__generated__/FormatProvider_appConfig.graphql';
import type { FormatProvider_viewer$key } from './__generated__/FormatProvider_viewer.graphql';

const FormatContext = createContext<FormatOptions>(defaultFormatOptions);

/** Text lengths the server enforces, as it reports them (`appConfig`). */
export interface TextLimits {
  notesMax: number;
  cancelReasonMax: number;
  closureReasonMax: number;
}

/** Only for components rendered without the app's layout (component tests). */
const FALLBACK_LIMITS: TextLimits = { notesMax: 500, cancelReasonMax: 500, closureReasonMax: 100 };
const LimitsContext = createContext<TextLimits>(FALLBACK_LIMITS);

/**
 * Makes the user's date format and the business time zone available to every date shown
 * below it, and the server's text limits to every field. All come from the store, so
 * saving the preference re-renders every date.
 */
export function FormatProvider({
  viewer,
  appConfig,
  children,
}: {
  viewer: FormatProvider_viewer$key | null;
  appConfig: FormatProvider_appConfig$key;
  children: ReactNode;
}) {
  const user = useFragment(
    graphql`
      fragment FormatProvider_viewer on User {
        settings {
          dateFormat
        }
      }
    `,
    viewer,
  );
  const config = useFragment(
    graphql`
      fragment FormatProvider_appConfig on AppConfig {
        timeZone
        notesMaxLength
        cancelReasonMaxLength
        closureReasonMaxLength
      }
    `,
    appConfig,
  );
  const dateFormat = user?.settings.dateFormat;
  const options = useMemo<FormatOptions>(
    () => ({
      dateFormat: isDateFormat(dateFormat) ? dateFormat : defaultFormatOptions.dateFormat,
      timeZone: config.timeZone || defaultFormatOptions.timeZone,
    }),
    [dateFormat, config.timeZone],
  );
  const limits = useMemo<TextLimits>(
    () => ({
      notesMax: config.notesMaxLength,
      cancelReasonMax: config.cancelReasonMaxLength,
      closureReasonMax: config.closureReasonMaxLength,
    }),
    [config.notesMaxLength, config.cancelReasonMaxLength, config.closureReasonMaxLength],
  );
  return (
    <FormatContext value={options}>
      <LimitsContext value={limits}>{children}</LimitsContext>
    </FormatContext>
  );
}

/** The text lengths the server enforces (docs/booking-rules.md): fields stop there. */
export function useTextLimits(): TextLimits {
  return useContext(LimitsContext);
}

function isDateFormat(value: string | undefined): value is DateFormat {
  return value === 'DD_MM_YYYY' || value === 'MM_DD_YYYY' || value === 'YYYY_MM_DD';
}

/** Date formatters bound to the user's preference and the business time zone. */
export function useFormatters() {
  const options = useContext(FormatContext);
  return useMemo(
    () => ({
      options,
      date: (instant: string | Date) => formatDate(instant, options),
      time: (instant: string | Date) => formatTime(instant, options),
      dateTime: (instant: string | Date) => formatDateTime(instant, options),
    }),
    [options],
  );
}
