import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuthBridge } from '../../relay/network';
import { EXPORT_FAILED_MESSAGE, ExportError, exportUrl, fetchBookingsCsv, fileNameOf, saveFile } from './exportBookingsCsv';

function auth(token: string | null = 'token-1', refreshed: string | null = 'token-2'): AuthBridge & { current: string | null } {
  const bridge = {
    current: token,
    accessToken: () => bridge.current,
    beforeRequest: vi.fn(async () => {}),
    refreshAfterUnauthenticated: vi.fn(async () => {
      bridge.current = refreshed;
      return refreshed !== null;
    }),
  };
  return bridge;
}

const csv = '\uFEFFEspaço;Status;Usuário\r\nSala Ipê;Pendente;Maria\r\n';

function csvResponse(body = csv) {
  return new Response(body, {
    status: 200,
    headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename="reservas-2031-03-10.csv"' },
  });
}

afterEach(() => vi.useRealTimers());

describe('exportUrl', () => {
  it('sends only the filters that are set, status in lower case', () => {
    expect(exportUrl({})).toBe('/export/bookings.csv');
    expect(exportUrl({ status: 'PENDING', date: '2031-03-10', search: 'Ana Souza' })).toBe(
      '/export/bookings.csv?status=pending&date=2031-03-10&search=Ana+Souza',
    );
    expect(exportUrl({ search: 'sala & cia' })).toBe('/export/bookings.csv?search=sala+%26+cia');
  });
});

describe('fetchBookingsCsv', () => {
  it('fetches with the Bearer token and the filter, and keeps the server’s file name', async () => {
    const fetchFn = vi.fn(async () => csvResponse());
    const bridge = auth();
    const { blob, fileName } = await fetchBookingsCsv({ status: 'CONFIRMED' }, bridge, fetchFn as unknown as typeof fetch);
    expect(bridge.beforeRequest).toHaveBeenCalled();
    expect(fetchFn).toHaveBeenCalledWith('/export/bookings.csv?status=confirmed', {
      headers: expect.objectContaining({ Authorization: 'Bearer token-1', 'X-Agora-Client': 'web' }) as unknown,
    });
    expect(fileName).toBe('reservas-2031-03-10.csv');
    // The byte order mark and the ';' header reach the file untouched.
    const bytes = new Uint8Array(await blob.arrayBuffer());
    expect(Array.from(bytes.slice(0, 3))).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.slice(3))).toContain('Espaço;Status;Usuário');
  });

  it('refreshes the token once when the server refuses it, then retries', async () => {
    const fetchFn = vi
      .fn()
      .mockResolvedValueOnce(new Response('Faça login para continuar.', { status: 401, headers: { 'content-type': 'text/plain; charset=utf-8' } }))
      .mockResolvedValueOnce(csvResponse());
    const bridge = auth();
    await fetchBookingsCsv({}, bridge, fetchFn as unknown as typeof fetch);
    expect(bridge.refreshAfterUnauthenticated).toHaveBeenCalledTimes(1);
    expect(fetchFn).toHaveBeenCalledTimes(2);
    expect((fetchFn.mock.calls[1] as [string, RequestInit])[1].headers).toMatchObject({ Authorization: 'Bearer token-2' });
  });

  it("fails with the server's message", async () => {
    const fetchFn = vi.fn(
      async () => new Response('Você não tem permissão para esta ação.', { status: 403, headers: { 'content-type': 'text/plain; charset=utf-8' } }),
    );
    const error = await fetchBookingsCsv({}, auth(), fetchFn as unknown as typeof fetch).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ExportError);
    expect((error as ExportError).message).toBe('Você não tem permissão para esta ação.');
    expect((error as ExportError).status).toBe(403);
  });

  it('fails with a generic message when the server says nothing useful, or cannot be reached', async () => {
    const html = vi.fn(async () => new Response('<h1>502</h1>', { status: 502, headers: { 'content-type': 'text/html' } }));
    await expect(fetchBookingsCsv({}, auth(), html as unknown as typeof fetch)).rejects.toThrow(EXPORT_FAILED_MESSAGE);
    const offline = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(fetchBookingsCsv({}, auth(), offline as unknown as typeof fetch)).rejects.toThrow(/Não foi possível conectar/);
  });
});

describe('fileNameOf / saveFile', () => {
  it('falls back to reservas.csv', () => {
    expect(fileNameOf(new Response(''))).toBe('reservas.csv');
  });

  it('clicks a download link for the blob, then releases it', () => {
    vi.useFakeTimers();
    URL.createObjectURL = vi.fn(() => 'blob:csv');
    URL.revokeObjectURL = vi.fn();
    const clicked: Array<{ href: string; download: string }> = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download });
    });
    saveFile(new Blob([csv], { type: 'text/csv' }), 'reservas-2031-03-10.csv');
    expect(click).toHaveBeenCalledTimes(1);
    expect(clicked).toEqual([{ href: 'blob:csv', download: 'reservas-2031-03-10.csv' }]);
    expect(document.querySelector('a[download]')).toBeNull();
    expect(URL.revokeObjectURL).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:csv');
  });
});
