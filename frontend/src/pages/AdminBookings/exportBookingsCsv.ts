import { download, fetchDownload, fileNameIn } from '../../lib/download';
import type { AuthBridge } from '../../relay/network';
import type { BookingFilterInput } from './bookingFilter';

export { DownloadError as ExportError, saveFile } from '../../lib/download';

export const EXPORT_PATH = '/export/bookings.csv';

/** The export's address for a filter: status in lower case, the day as yyyy-MM-dd. */
export function exportUrl(filter: BookingFilterInput): string {
  const params = new URLSearchParams();
  if (filter.status) params.set('status', filter.status.toLowerCase());
  if (filter.date) params.set('date', filter.date);
  if (filter.search) params.set('search', filter.search);
  const query = params.toString();
  return query ? `${EXPORT_PATH}?${query}` : EXPORT_PATH;
}

export const EXPORT_FAILED_MESSAGE = 'Não foi possível exportar as reservas. Tente novamente.';

/** The file name the server suggests (Content-Disposition), else reservas.csv. */
export function fileNameOf(response: Response): string {
  return fileNameIn(response, 'reservas.csv');
}

function csvRequest(filter: BookingFilterInput) {
  return { url: exportUrl(filter), accept: 'text/csv', fallbackName: 'reservas.csv', failedMessage: EXPORT_FAILED_MESSAGE };
}

/** The CSV of the filtered bookings (see `fetchDownload`). */
export function fetchBookingsCsv(filter: BookingFilterInput, auth: AuthBridge, fetchFn: typeof fetch = fetch) {
  return fetchDownload(csvRequest(filter), auth, fetchFn);
}

/** 'Exportar CSV': the current filter's bookings, downloaded as a file. */
export function downloadBookingsCsv(filter: BookingFilterInput, auth: AuthBridge): Promise<void> {
  return download(csvRequest(filter), auth);
}
