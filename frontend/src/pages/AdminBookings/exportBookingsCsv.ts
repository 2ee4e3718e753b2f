import type { AuthBridge } from '../../relay/network';
import type { BookingFilterInput } from './bookingFilter';

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

/** The export failed; `message` is the server's pt-BR text when it sent one. */
export class ExportError extends Error {
  readonly status: number | undefined;

  constructor(message: string, status?: number) {
    super(message);
    this.name = 'ExportError';
    this.status = status;
  }
}

export const EXPORT_FAILED_MESSAGE = 'Não foi possível exportar as reservas. Tente novamente.';

/** The file name the server suggests (Content-Disposition), else reservas.csv. */
export function fileNameOf(response: Response): string {
  const header = response.headers.get('content-disposition') ?? '';
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(header);
  return match?.[1] ? decodeURIComponent(match[1]) : 'reservas.csv';
}

/**
 * Fetches the CSV of the filtered bookings with the session's Bearer token (a plain link
 * could not carry it), refreshing the token once if the server no longer accepts it.
 */
export async function fetchBookingsCsv(
  filter: BookingFilterInput,
  auth: AuthBridge,
  fetchFn: typeof fetch = fetch,
): Promise<{ blob: Blob; fileName: string }> {
  const send = async () => {
    const token = auth.accessToken();
    try {
      return await fetchFn(exportUrl(filter), {
        headers: { 'X-Agora-Client': 'web', Accept: 'text/csv', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      });
    } catch {
      throw new ExportError('Não foi possível conectar ao servidor. Verifique sua conexão e tente novamente.');
    }
  };
  await auth.beforeRequest();
  let response = await send();
  if (response.status === 401 && (await auth.refreshAfterUnauthenticated())) response = await send();
  if (!response.ok) {
    const type = response.headers.get('content-type') ?? '';
    const text = type.startsWith('text/plain') ? (await response.text()).trim() : '';
    throw new ExportError(text || EXPORT_FAILED_MESSAGE, response.status);
  }
  return { blob: await response.blob(), fileName: fileNameOf(response) };
}

/** Hands a file to the browser as a download. */
export function saveFile(blob: Blob, fileName: string, doc: Document = document): void {
  const url = URL.createObjectURL(blob);
  const link = doc.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  doc.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled: revoking at once can cancel the download.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** 'Exportar CSV': the current filter's bookings, downloaded as a file. */
export async function downloadBookingsCsv(filter: BookingFilterInput, auth: AuthBridge): Promise<void> {
  const { blob, fileName } = await fetchBookingsCsv(filter, auth);
  saveFile(blob, fileName);
}
