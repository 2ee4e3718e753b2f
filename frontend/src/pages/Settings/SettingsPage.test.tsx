import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { preload } from '../../relay/preload';
import { createTestSession, grant, mockPreloadedQuery, renderRoutes } from '../../test/helpers';
import SettingsPageQuery from './__generated__/SettingsPageQuery.graphql';
import SettingsPage from './SettingsPage';

const sessions = [
  {
    id: 'U2Vzc2lvbjox',
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36',
    ip: '127.0.0.1',
    createdAt: '2025-03-04T12:00:00Z',
    lastUsedAt: '2025-03-05T02:30:00Z',
    current: true,
  },
  {
    id: 'U2Vzc2lvbjoy',
    userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile Safari/604.1',
    ip: '10.0.0.2',
    createdAt: '2025-03-01T12:00:00Z',
    lastUsedAt: '2025-03-02T12:00:00Z',
    current: false,
  },
];

async function setup() {
  const t = createTestSession();
  t.session.signedIn(grant('USER'));
  mockPreloadedQuery(t.environment, SettingsPageQuery, {
    User: () => ({
      id: 'VXNlcjox',
      fullName: 'Maria da Silva',
      email: 'maria@example.com',
      phone: null,
      bio: null,
      avatarUrl: null,
      pendingEmail: null,
      settings: {
        emailBookings: true,
        emailReminders: true,
        marketingEmails: false,
        pushNotifications: false,
        twoFactorEnabled: false,
        loginNotifications: true,
        sessionTimeoutHours: 24,
        dateFormat: 'DD_MM_YYYY',
      },
      activeSessions: sessions,
    }),
    AppConfig: () => ({ timeZone: 'America/Sao_Paulo' }),
  });
  const utils = renderRoutes(
    [{ path: '/settings', element: <SettingsPage />, loader: preload(t.session, SettingsPageQuery, { access: 'signedIn' }) }],
    { session: t.session, path: '/settings' },
  );
  await screen.findByRole('heading', { level: 1, name: 'Configurações' });
  return { ...t, ...utils, user: userEvent.setup() };
}

describe('SettingsPage', () => {
  it('has the four tabs', async () => {
    await setup();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Perfil', 'Notificações', 'Segurança', 'Preferências']);
  });

  it('saves the profile and shows the pending e-mail notice', async () => {
    const t = await setup();
    const name = screen.getByLabelText('Nome completo');
    expect(name).toHaveValue('Maria da Silva');
    expect(screen.getByRole('button', { name: 'Enviar foto' })).toBeDisabled();
    await t.user.clear(screen.getByLabelText('Email'));
    await t.user.type(screen.getByLabelText('Email'), 'nova@example.com');
    await t.user.type(screen.getByLabelText('Telefone'), '11 99999-0000');
    await t.user.click(screen.getByRole('button', { name: 'Salvar' }));
    const operation = await waitFor(() => t.environment.mock.getMostRecentOperation());
    expect(operation.request.variables).toEqual({
      input: { fullName: 'Maria da Silva', email: 'nova@example.com', phone: '11 99999-0000', bio: null, avatarUrl: null },
    });
    act(() =>
      t.environment.mock.resolve(operation, {
        data: {
          updateProfile: {
            pendingEmail: 'nova@example.com',
            user: {
              id: 'VXNlcjox',
              fullName: 'Maria da Silva',
              email: 'maria@example.com',
              phone: '11 99999-0000',
              bio: null,
              avatarUrl: null,
              pendingEmail: 'nova@example.com',
            },
          },
        },
      }),
    );
    expect(await screen.findByText('Perfil atualizado')).toBeInTheDocument();
    expect(screen.getAllByText(/Enviamos um link de confirmação para/).length).toBe(2);
    expect(screen.getByLabelText('Email')).toHaveValue('maria@example.com');
  });

  it("shows 'Erro ao salvar' with the server's message", async () => {
    const t = await setup();
    await t.user.click(screen.getByRole('button', { name: 'Salvar' }));
    act(() =>
      t.environment.mock.resolveMostRecentOperation({
        data: null,
        errors: [{ message: 'Este e-mail já está em uso.', extensions: { code: 'CONFLICT', field: 'email' } }],
      }),
    );
    expect(await screen.findByText('Erro ao salvar')).toBeInTheDocument();
    expect(screen.getByText('Este e-mail já está em uso.')).toBeInTheDocument();
  });

  it('saves the notification switches; push is disabled', async () => {
    const t = await setup();
    await t.user.click(screen.getByRole('tab', { name: 'Notificações' }));
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByRole('switch', { name: 'E-mails sobre reservas' })).toBeChecked();
    expect(within(panel).getByRole('switch', { name: 'Lembretes por e-mail' })).toBeChecked();
    const marketing = within(panel).getByRole('switch', { name: 'E-mails de novidades' });
    expect(marketing).not.toBeChecked();
    expect(within(panel).getByRole('switch', { name: 'Notificações push' })).toBeDisabled();
    await t.user.click(marketing);
    await t.user.click(within(panel).getByRole('button', { name: 'Salvar' }));
    const operation = t.environment.mock.getMostRecentOperation();
    expect(operation.request.variables).toEqual({
      input: { emailBookings: true, emailReminders: true, marketingEmails: true },
    });
  });

  it('lists active sessions and ends another one', async () => {
    const t = await setup();
    await t.user.click(screen.getByRole('tab', { name: 'Segurança' }));
    const list = screen.getByRole('list', { name: 'Sessões ativas' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByText('Esta sessão')).toBeInTheDocument();
    expect(within(list).getByText('Chrome no Linux')).toBeInTheDocument();
    expect(within(list).getByText(/04\/03\/2025 23:30/)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Duração máxima da sessão' })).toHaveTextContent('24 horas');
    expect(screen.getByRole('switch', { name: 'Autenticação em dois fatores' })).toBeDisabled();

    await t.user.click(within(list).getByRole('button', { name: 'Encerrar sessão Safari no iOS' }));
    const operation = t.environment.mock.getMostRecentOperation();
    expect(operation.request.variables).toEqual({ input: { sessionId: 'U2Vzc2lvbjoy' } });
    act(() => t.environment.mock.resolve(operation, { data: { revokeSession: { revokedSessionId: 'U2Vzc2lvbjoy' } } }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(screen.getByText('Sessão encerrada')).toBeInTheDocument();
  });

  it('saves the date format; the time zone is read-only', async () => {
    const t = await setup();
    await t.user.click(screen.getByRole('tab', { name: 'Preferências' }));
    expect(screen.getByLabelText('Fuso horário')).toHaveValue('America/Sao_Paulo');
    expect(screen.getByLabelText('Fuso horário')).toHaveAttribute('readonly');
    expect(screen.getByRole('combobox', { name: 'Idioma' })).toHaveTextContent('Português (Brasil)');
    await t.user.click(screen.getByRole('combobox', { name: 'Formato de data' }));
    await t.user.click(await screen.findByRole('option', { name: 'yyyy-MM-dd' }));
    await t.user.click(within(screen.getByRole('tabpanel')).getByRole('button', { name: 'Salvar' }));
    expect(t.environment.mock.getMostRecentOperation().request.variables).toEqual({ input: { dateFormat: 'YYYY_MM_DD' } });
  });
});
