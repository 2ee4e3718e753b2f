import type { AuthBridge } from '../relay/network';

/** A download failed; `message` is the server's pt-BR text when it sent one. */
export class DownloadError extends Error {
  readonly status: number | undefined;

  constructor(message: string, status?: number) {
    super(message);
    this.name = 'DownloadError';
    this.status = status;
  }
}

/** The file name the server suggests (Content-Disposition), else `fallback`. */
export function fileNameIn(response: Response, fallback: string): string {
  const header = response.headers.get('content-disposition') ?? '';
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(header);
  return match?.[1] ? decodeURIComponent(match[1]) : fallback;
}

export interface DownloadRequest {
  url: string;
  accept: string;
  /** The name to save under when the server suggests none. */
  fallbackName: string;
  /** What to say when the server's refusal carries no text of its own. */
  failedMessage: string;
}

/**
 * Fetches a file with the session's Bearer token (a plain link could not carry it),
 * refreshing the token once if the server no longer accepts it.
 */
export async function fetchDownload(
  request: DownloadRequest,
  auth: AuthBridge,
  fetchFn: typeof fetch = fetch,
): Promise<{ blob: Blob; fileName: string }> {
  const send = async () => {
    const token = auth.accessToken();
    try {
      return await fetchFn(request.url, {
        headers: {
          'X-Agora-Client': 'web',
          Accept: request.accept,
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
        },
      });
    } catch {
      throw new DownloadError('Não foi possível conectar ao servidor. Verifique sua conexão e tente novamente.');
    }
  };
  await auth.beforeRequest();
  let response = await send();
  if (response.status === 401 && (await auth.refreshAfterUnauthenticated())) response = await send();
  if (!response.ok) {
    const type = response.headers.get('content-type') ?? '';
    const text = type.startsWith('text/plain') ? (await response.text()).trim() : '';
    throw new DownloadError(text || request.failedMessage, response.status);
  }
  return { blob: await response.blob(), fileName: fileNameIn(response, request.fallbackName) };
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

/** Fetches and saves in one step. */
export async function download(request: DownloadRequest, auth: AuthBridge): Promise<void> {
  const { blob, fileName } = await fetchDownload(request, auth);
  saveFile(blob, fileName);
}
