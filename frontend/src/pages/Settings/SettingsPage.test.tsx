import { configure, act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockPayloadGenerator } from 'relay-test-utils';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { preload } from '../../relay/preload';
import { createTestSession, grant, mockPreloadedQuery, renderRoutes } from '../../test/helpers';
import SettingsPageQuery from './__generated__/SettingsPageQuery.graphql';
import SettingsPage from './SettingsPage';

// The machine running the tests may be busy: give lists and toasts time to appear.
configure({ asyncUtilTimeout: 5_000 });

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


beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});

async function setup(avatarUrl: string | null = null, twoFactor = false) {
  const t = createTestSession();
  t.session.signedIn(grant('USER'));
  mockPreloadedQuery(t.environment, SettingsPageQuery, {
    User: () => ({
      id: 'VXNlcjox',
      fullName: 'Maria da Silva',
      email: 'maria@example.com',
      role: 'USER',
      phone: null,
      bio: null,
      avatarUrl,
      pendingEmail: null,
      settings: {
        emailBookings: true,
        emailReminders: true,
        marketingEmails: false,
        pushNotifications: false,
        loginNotifications: true,
        sessionTimeoutHours: 24,
        dateFormat: 'DD_MM_YYYY',
      },
      activeSessions: sessions,
      twoFactor: { enabled: twoFactor, enabledAt: twoFactor ? '2031-03-01T12:00:00Z' : null, recoveryCodesLeft: twoFactor ? 10 : 0, required: false },
    }),
    AppConfig: () => ({ timeZone: 'America/Sao_Paulo', apiTokenNameMaxLength: 60, apiTokenMaxDays: 365 }),
    Query: () => ({ calendarFeed: null, apiTokens: [] }),
  }, { admin: false });
  const utils = renderRoutes(
    [
      {
        path: '/settings',
        element: <SettingsPage />,
        loader: preload(t.session, SettingsPageQuery, { access: 'signedIn', variables: () => ({ admin: false }) }),
      },
    ],
    { session: t.session, path: '/settings' },
  );
  await screen.findByRole('heading', { level: 1, name: 'Configurações' });
  return { ...t, ...utils, user: userEvent.setup() };
}

describe('SettingsPage', () => {
  it('has the five tabs', async () => {
    await setup();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Perfil', 'Notificações', 'Segurança', 'Preferências', 'Integrações']);
  });

  it('saves the profile and shows the pending e-mail notice', async () => {
    const t = await setup();
    const name = screen.getByLabelText('Nome completo');
    expect(name).toHaveValue('Maria da Silva');
    expect(screen.getByRole('button', { name: 'Enviar foto' })).toBeEnabled();
    await t.user.clear(screen.getByLabelText('E-mail'));
    await t.user.type(screen.getByLabelText('E-mail'), 'nova@example.com');
    await t.user.type(screen.getByLabelText('Telefone'), '11 99999-0000');
    await t.user.click(screen.getByRole('button', { name: 'Salvar' }));
    const operation = await waitFor(() => t.environment.mock.getMostRecentOperation());
    expect(operation.request.variables).toEqual({
      // No avatarUrl: left out, the photo stays as it is.
      input: { fullName: 'Maria da Silva', email: 'nova@example.com', phone: '11 99999-0000', bio: null },
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
    expect(screen.getByLabelText('E-mail')).toHaveValue('maria@example.com');
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
    act(() => t.environment.mock.resolve(operation, MockPayloadGenerator.generate(operation)));
    // Its own notice, not the profile's (docs/screens.md, "Configurações").
    expect(await screen.findByText('Notificações atualizadas')).toBeInTheDocument();
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
    expect(screen.getByRole('button', { name: 'Ativar verificação em duas etapas' })).toBeEnabled();

    await t.user.click(within(list).getByRole('button', { name: 'Encerrar sessão Safari no iOS' }));
    const operation = t.environment.mock.getMostRecentOperation();
    expect(operation.request.variables).toEqual({ input: { sessionId: 'U2Vzc2lvbjoy' } });
    act(() => t.environment.mock.resolve(operation, { data: { revokeSession: { revokedSessionId: 'U2Vzc2lvbjoy' } } }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(screen.getByText('Sessão encerrada')).toBeInTheDocument();
  });

  it('turns two-factor sign-in on: QR code, the first code, then the recovery codes once', async () => {
    const t = await setup();
    await t.user.click(screen.getByRole('tab', { name: 'Segurança' }));
    await t.user.click(screen.getByRole('button', { name: 'Ativar verificação em duas etapas' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ativar verificação em duas etapas' });
    const start = await waitFor(() => {
      const op = t.environment.mock.getMostRecentOperation();
      expect(op.request.node.params.name).toBe('TwoFactorSetupDialogStartMutation');
      return op;
    });
    act(() =>
      t.environment.mock.resolve(start, {
        data: { startTwoFactorSetup: { secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', qrCodeSvg: '<svg xmlns="http://www.w3.org/2000/svg"></svg>' } },
      }),
    );
    expect(await within(dialog).findByRole('img', { name: 'QR code para adicionar o Ágora ao app autenticador' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/svg\+xml/),
    );
    expect(within(dialog).getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
    await t.user.click(within(dialog).getByRole('button', { name: 'Ativar' }));
    expect(within(dialog).getByText('Digite o código de 6 dígitos')).toBeInTheDocument();
    await t.user.type(within(dialog).getByLabelText('Código do app autenticador'), '123456');
    await t.user.click(within(dialog).getByRole('button', { name: 'Ativar' }));
    const enable = t.environment.mock.getMostRecentOperation();
    expect(enable.request.variables).toEqual({ input: { code: '123456' } });
    act(() =>
      t.environment.mock.resolve(enable, {
        data: {
          enableTwoFactor: {
            recoveryCodes: ['abcde-23456', 'fghjk-34567'],
            user: { id: 'VXNlcjox', twoFactor: { enabled: true, enabledAt: '2031-03-10T12:00:00Z', recoveryCodesLeft: 2, required: false } },
          },
        },
      }),
    );
    const codes = await within(dialog).findByRole('list', { name: 'Códigos de recuperação' });
    expect(within(codes).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['abcde-23456', 'fghjk-34567']);
    expect(within(dialog).getByRole('button', { name: 'Baixar (.txt)' })).toBeInTheDocument();
    await t.user.click(within(dialog).getByRole('button', { name: 'Concluído' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText(/2 códigos de recuperação disponíveis/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Desativar' })).toBeInTheDocument();
  });

  it('a wrong code at deletion shows at the code field and keeps the user signed in', async () => {
    const t = await setup(null, true);
    await t.user.click(screen.getByRole('tab', { name: 'Segurança' }));
    await t.user.click(screen.getByRole('button', { name: 'Excluir conta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Excluir sua conta?' });
    await t.user.type(within(dialog).getByLabelText('Sua senha'), 'segredo1');
    await t.user.type(within(dialog).getByLabelText('Código do app ou de recuperação'), '000000');
    await t.user.click(within(dialog).getByRole('button', { name: 'Excluir conta definitivamente' }));
    const op = t.environment.mock.getMostRecentOperation();
    expect(op.request.variables).toEqual({ input: { password: 'segredo1', code: '000000' } });
    act(() =>
      t.environment.mock.resolve(op, {
        data: null,
        errors: [{ message: 'Código inválido. Confira o app autenticador e tente de novo.', extensions: { code: 'VALIDATION', field: 'code' } }],
      }),
    );
    expect(await within(dialog).findByText('Código inválido. Confira o app autenticador e tente de novo.')).toBeInTheDocument();
    expect(t.session.getSnapshot().status).toBe('signedIn');
  });

  it("saves the security settings with their own notice, not 'Perfil atualizado'", async () => {
    const t = await setup();
    await t.user.click(screen.getByRole('tab', { name: 'Segurança' }));
    await t.user.click(screen.getByRole('switch', { name: 'Notificações de login' }));
    await t.user.click(within(screen.getByRole('tabpanel')).getByRole('button', { name: 'Salvar' }));
    const op = t.environment.mock.getMostRecentOperation();
    expect(op.request.variables).toEqual({ input: { loginNotifications: false, sessionTimeoutHours: 24 } });
    act(() =>
      t.environment.mock.resolve(op, {
        data: { updateSettings: { user: { id: 'VXNlcjox', settings: { loginNotifications: false, sessionTimeoutHours: 24 } } } },
      }),
    );
    expect(await screen.findByText('Segurança atualizada')).toBeInTheDocument();
  });

  it('saves the date format; the time zone is read-only', async () => {
    const t = await setup();
    await t.user.click(screen.getByRole('tab', { name: 'Preferências' }));
    expect(screen.getByLabelText('Fuso horário')).toHaveValue('Horário de Brasília (São Paulo)');
    expect(screen.getByLabelText('Fuso horário')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Idioma')).toHaveValue('Português (Brasil)');
    expect(screen.getByLabelText('Idioma')).toHaveAttribute('readonly');
    await t.user.click(screen.getByRole('combobox', { name: 'Formato de data' }));
    await t.user.click(await screen.findByRole('option', { name: 'yyyy-MM-dd' }));
    await t.user.click(within(screen.getByRole('tabpanel')).getByRole('button', { name: 'Salvar' }));
    expect(t.environment.mock.getMostRecentOperation().request.variables).toEqual({ input: { dateFormat: 'YYYY_MM_DD' } });
  });

  it('makes a calendar feed link, shows it once, and revokes it after asking', async () => {
    const t = await setup();
    await t.user.click(screen.getByRole('tab', { name: 'Preferências' }));
    const section = screen.getByRole('region', { name: 'Sincronizar calendário' });
    expect(within(section).getByText('Nenhum link ativo.')).toBeVisible();
    await t.user.click(within(section).getByRole('button', { name: 'Gerar link' }));
    const create = t.environment.mock.getMostRecentOperation();
    expect(create.request.node.params.name).toBe('CalendarFeedSectionCreateMutation');
    act(() =>
      t.environment.mock.resolve(create, {
        data: {
          createCalendarFeed: {
            url: 'http://127.0.0.1:8080/calendar/agora_cal_x.ics',
            webcalUrl: 'webcal://127.0.0.1:8080/calendar/agora_cal_x.ics',
            token: 'agora_cal_x',
            feed: { createdAt: '2031-03-10T12:00:00Z' },
          },
        },
      }),
    );
    expect(await within(section).findByLabelText('Link da agenda')).toHaveValue('webcal://127.0.0.1:8080/calendar/agora_cal_x.ics');
    expect(within(section).getByText(/ele só aparece desta vez/)).toBeVisible();
    await t.user.click(within(section).getByRole('button', { name: 'Revogar' }));
    await t.user.click(within(await screen.findByRole('dialog', { name: 'Revogar o link?' })).getByRole('button', { name: 'Revogar' }));
    const revoke = t.environment.mock.getMostRecentOperation();
    expect(revoke.request.node.params.name).toBe('CalendarFeedSectionRevokeMutation');
    act(() => t.environment.mock.resolve(revoke, { data: { revokeCalendarFeed: { revoked: true } } }));
    expect(await within(section).findByText('Nenhum link ativo.')).toBeVisible();
    expect(within(section).queryByLabelText('Link da agenda')).not.toBeInTheDocument();
  });

  it('makes an API token with the scopes ticked, shows it once, lists it and revokes it after asking', async () => {
    const t = await setup();
    await t.user.click(screen.getByRole('tab', { name: 'Integrações' }));
    const section = screen.getByRole('region', { name: 'Tokens de API' });
    expect(within(section).getByText('Nenhum token criado.')).toBeVisible();
    await t.user.click(within(section).getByRole('button', { name: 'Criar token' }));
    const dialog = await screen.findByRole('dialog', { name: 'Criar token de API' });
    // An ordinary user is offered only the scopes of their own data.
    expect(within(dialog).queryByRole('checkbox', { name: /reports:read/ })).not.toBeInTheDocument();
    await t.user.click(within(dialog).getByRole('button', { name: 'Criar token' }));
    expect(await within(dialog).findByText('Dê um nome ao token.')).toBeVisible();
    expect(within(dialog).getByText('Escolha ao menos um escopo.')).toBeVisible();
    expect(within(dialog).getByLabelText('Nome')).toHaveFocus();
    await t.user.type(within(dialog).getByLabelText('Nome'), 'Planilha');
    await t.user.click(within(dialog).getByRole('checkbox', { name: /bookings:read/ }));
    await t.user.click(within(dialog).getByRole('button', { name: 'Criar token' }));
    const create = await waitFor(() => {
      const op = t.environment.mock.getMostRecentOperation();
      expect(op.request.node.params.name).toBe('ApiTokensSectionCreateMutation');
      return op;
    });
    expect(create.request.variables.input).toEqual({ name: 'Planilha', scopes: ['BOOKINGS_READ'], expiresInDays: 30 });
    const token = {
      id: 'QXBpVG9rZW46MQ',
      name: 'Planilha',
      prefix: 'agora_pat_AbCd',
      scopes: ['BOOKINGS_READ'],
      createdAt: '2031-03-10T12:00:00Z',
      expiresAt: '2031-04-09T12:00:00Z',
      lastUsedAt: null,
      revokedAt: null,
      active: true,
    };
    act(() => t.environment.mock.resolve(create, { data: { createApiToken: { token: 'agora_pat_AbCdEf', apiToken: token } } }));
    expect(await within(section).findByLabelText('Novo token')).toHaveValue('agora_pat_AbCdEf');
    expect(within(section).getByText(/ele só aparece desta vez/)).toBeVisible();
    const item = within(section).getByRole('listitem');
    expect(within(item).getByText('Planilha')).toBeVisible();
    expect(within(item).getByText('Escopos: bookings:read')).toBeVisible();
    expect(within(item).getByText(/nunca usado/)).toBeVisible();
    await t.user.click(within(item).getByRole('button', { name: 'Revogar o token Planilha' }));
    await t.user.click(within(await screen.findByRole('dialog', { name: 'Revogar o token?' })).getByRole('button', { name: 'Revogar' }));
    const revoke = t.environment.mock.getMostRecentOperation();
    expect(revoke.request.node.params.name).toBe('ApiTokensSectionRevokeMutation');
    act(() =>
      t.environment.mock.resolve(revoke, {
        data: { revokeApiToken: { apiToken: { id: token.id, revokedAt: '2031-03-10T12:05:00Z', active: false } } },
      }),
    );
    expect(await within(item).findByText('Revogado')).toBeVisible();
    expect(within(item).queryByRole('button', { name: /Revogar/ })).not.toBeInTheDocument();
  });

  it('uploads a photo with progress and a preview; saving sets it', async () => {
    const t = await setup();
    const input = document.getElementById('profile-photo-file') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File([new Uint8Array(6 * 1024 * 1024)], 'eu.png', { type: 'image/png' })] } });
    expect(await screen.findAllByText('Arquivo muito grande. Máximo 5MB.')).toHaveLength(2);
    expect(screen.getByText('Erro no upload')).toBeInTheDocument();

    fireEvent.change(input, { target: { files: [new File(['png'], 'eu.png', { type: 'image/png' })] } });
    const upload = await waitFor(() => t.environment.mock.getMostRecentOperation());
    expect(upload.request.node.params.name).toBe('useUploadFileMutation');
    expect(upload.request.variables).toEqual({ input: { bucket: 'AVATARS', file: null } });
    expect(screen.getByText('Enviando... 0%')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Maria da Silva' })).toHaveAttribute('src', 'blob:preview');
    act(() => t.environment.mock.resolve(upload, { data: { uploadFile: { url: '/storage/avatars/u1/eu.png' } } }));
    expect(await screen.findByText('Upload realizado')).toBeInTheDocument();
    expect(screen.getByText('Nova foto enviada. Clique em Salvar para usá-la.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Maria da Silva' })).toHaveAttribute('src', '/storage/avatars/u1/eu.png');

    await t.user.click(screen.getByRole('button', { name: 'Salvar' }));
    const save = await waitFor(() => t.environment.mock.getMostRecentOperation());
    expect(save.request.variables.input).toMatchObject({ avatarUrl: '/storage/avatars/u1/eu.png' });
  });

  it("'Erro no upload' with the server's message keeps the previous photo", async () => {
    const t = await setup('/storage/avatars/u1/antiga.png');
    const input = document.getElementById('profile-photo-file') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['gif'], 'eu.gif', { type: 'image/gif' })] } });
    const upload = await waitFor(() => t.environment.mock.getMostRecentOperation());
    act(() =>
      t.environment.mock.resolve(upload, {
        data: null,
        errors: [{ message: 'Tipo de arquivo não suportado.', extensions: { code: 'VALIDATION', field: 'file' } }],
      }),
    );
    expect(await screen.findByText('Erro no upload')).toBeInTheDocument();
    expect(screen.getAllByText('Tipo de arquivo não suportado.')).toHaveLength(2);
    expect(screen.getByRole('img', { name: 'Maria da Silva' })).toHaveAttribute('src', '/storage/avatars/u1/antiga.png');
  });

  it("'Remover foto' removes the stored file; the server clears the profile's photo", async () => {
    const t = await setup('/storage/avatars/u1/antiga.png');
    await t.user.click(screen.getByRole('button', { name: 'Remover foto' }));
    const remove = t.environment.mock.getMostRecentOperation();
    expect(remove.request.node.params.name).toBe('useRemoveFileMutation');
    expect(remove.request.variables).toEqual({ input: { url: '/storage/avatars/u1/antiga.png' } });
    act(() => t.environment.mock.resolve(remove, { data: { removeFile: { removedUrl: '/storage/avatars/u1/antiga.png' } } }));
    expect(await screen.findByText('Arquivo removido')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Remover foto' })).not.toBeInTheDocument());
    expect(screen.queryByRole('img', { name: 'Maria da Silva' })).not.toBeInTheDocument();
  });

  it("'Erro ao remover' with the server's message", async () => {
    const t = await setup('/storage/avatars/u1/antiga.png');
    await t.user.click(screen.getByRole('button', { name: 'Remover foto' }));
    act(() =>
      t.environment.mock.resolveMostRecentOperation({
        data: null,
        errors: [{ message: 'Não encontrado.', extensions: { code: 'NOT_FOUND' } }],
      }),
    );
    expect(await screen.findByText('Erro ao remover')).toBeInTheDocument();
    expect(screen.getByText('Não encontrado.')).toBeInTheDocument();
  });
});
