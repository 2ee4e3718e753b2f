import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockPayloadGenerator } from 'relay-test-utils';
import type { MockResolvers, RelayMockEnvironment } from 'relay-test-utils';
import type { OperationDescriptor } from 'relay-runtime';
import { describe, expect, it, vi } from 'vitest';
import { RequireAuth } from '../../auth/RequireAuth';
import { preload } from '../../relay/preload';
import { createTestSession, expectLoadingOutline, grant, mockPreloadedQuery, renderRoutes } from '../../test/helpers';
import AdminUsersPageQuery from './__generated__/AdminUsersPageQuery.graphql';
import AdminUsersPage from './AdminUsersPage';

vi.setConfig({ testTimeout: 30_000 });

interface U {
  id: string;
  fullName: string;
  email: string;
  role: 'ADMIN' | 'USER';
  avatarUrl: string | null;
  createdAt: string;
}

// The session's user (grant()) has the id VXNlcjox.
const users: U[] = [
  { id: 'dXNlcjI=', fullName: 'Maria da Silva', email: 'maria@exemplo.com', role: 'USER', avatarUrl: null, createdAt: '2031-03-05T15:00:00Z' },
  { id: 'VXNlcjox', fullName: 'Ana Admin', email: 'ana@exemplo.com', role: 'ADMIN', avatarUrl: '/storage/avatars/ana.png', createdAt: '2031-01-20T12:00:00Z' },
];

const counts = { total: 2, admins: 1, users: 1, newThisMonth: 1 };

function resolvers(list: U[] = users, hasNextPage = false): MockResolvers {
  let i = 0;
  return {
    UserCounts: () => counts,
    UserConnection: () => ({ totalCount: list.length, edges: list.map(() => ({})), pageInfo: { hasNextPage, endCursor: 'c1' } }),
    User: (ctx) => (ctx.path?.[0] === 'viewer' ? { id: 'VXNlcjox' } : list[i++ % Math.max(list.length, 1)]),
  };
}

async function setup(answer: MockResolvers | 'pending' = resolvers(), policyOwnTwoFactor = true) {
  const t = createTestSession();
  t.session.signedIn(grant('ADMIN', 'Ana Admin'));
  if (answer === 'pending') t.environment.mock.queuePendingOperation(AdminUsersPageQuery, { search: null });
  else mockPreloadedQuery(t.environment, AdminUsersPageQuery, answer, { search: null });
  const utils = renderRoutes(
    [
      {
        path: '/admin',
        element: <RequireAuth admin />,
        children: [
          {
            path: 'users',
            element: <AdminUsersPage />,
            loader: preload(t.session, AdminUsersPageQuery, { access: 'admin', variables: () => ({ search: null }) }),
          },
        ],
      },
      { path: '/dashboard', element: <h1>Painel</h1> },
    ],
    { session: t.session, path: '/admin/users' },
  );
  await screen.findByRole('heading', { level: 1, name: 'Usuários' });
  // The policy card's own query is answered here, so the tests' next operation is theirs.
  const policy = await waitFor(() => last(t.environment, 'AdminSecurityPolicyQuery'));
  act(() =>
    t.environment.mock.resolve(
      policy,
      MockPayloadGenerator.generate(policy, {
        SecurityPolicy: () => ({ requireAdminTwoFactor: false }),
        User: () => ({ id: 'VXNlcjox' }),
        TwoFactorStatus: () => ({ enabled: policyOwnTwoFactor }),
      }),
    ),
  );
  return { ...t, ...utils, user: userEvent.setup() };
}

function last(env: RelayMockEnvironment, name: string): OperationDescriptor {
  const found = env.mock.getAllOperations().filter((o) => o.request.node.params.name === name);
  const op = found[found.length - 1];
  if (!op) throw new Error(`no pending ${name}`);
  return op;
}

const toasts = () => document.querySelector('section[aria-label="Notificações"]') as HTMLElement;
const rowOf = (name: string) => screen.getAllByRole('cell', { name: new RegExp(name), hidden: true })[0]!.closest('tr') as HTMLElement;

async function confirmRoleChange(t: Awaited<ReturnType<typeof setup>>, button: RegExp, dialogName: string, confirm: string) {
  await t.user.click(screen.getByRole('button', { name: button }));
  const dialog = await screen.findByRole('dialog', { name: dialogName });
  await t.user.click(within(dialog).getByRole('button', { name: confirm }));
  return waitFor(() => last(t.environment, 'useSetUserRoleMutation'));
}

describe('AdminUsersPage', () => {
  it("the two-factor policy switch says why it is off until the admin's own account has it", async () => {
    await setup(resolvers(), false);
    const policy = await screen.findByRole('switch', { name: 'Exigir verificação em duas etapas para administradores' });
    expect(policy).toBeDisabled();
    expect(policy).toHaveAccessibleDescription(/Ative a verificação em duas etapas na sua conta antes de exigi-la/);
  });

  it('an admin with two-factor sign-in requires it of admins', async () => {
    const t = await setup();
    const policy = await screen.findByRole('switch', { name: 'Exigir verificação em duas etapas para administradores' });
    await t.user.click(policy);
    const op = await waitFor(() => last(t.environment, 'AdminSecurityPolicyMutation'));
    expect(op.request.variables).toEqual({ input: { requireAdminTwoFactor: true } });
    act(() => t.environment.mock.resolve(op, { data: { updateSecurityPolicy: { policy: { requireAdminTwoFactor: true } } } }));
    expect(await within(toasts()).findByText('Política de segurança salva')).toBeInTheDocument();
    expect(policy).toBeChecked();
  });

  it('shows the table\'s outline, then the cards and the table', async () => {
    const t = await setup('pending');
    expectLoadingOutline('Carregando usuários...');
    act(() => t.environment.mock.resolveMostRecentOperation((op) => MockPayloadGenerator.generate(op, resolvers())));
    await screen.findByRole('table', { name: 'Usuários' });

    const cards = screen.getByRole('list', { name: 'Resumo dos usuários' });
    for (const [label, value] of [['Total de usuários', '2'], ['Administradores', '1'], ['Usuários', '1'], ['Novos este mês', '1']]) {
      expect(within(cards).getByText(label as string).nextSibling).toHaveTextContent(value as string);
    }

    const maria = rowOf('Maria da Silva');
    expect(within(maria).getByText('MS')).toBeInTheDocument();
    expect(within(maria).getByText('maria@exemplo.com')).toBeInTheDocument();
    expect(within(maria).getByText('Usuário')).toBeInTheDocument();
    expect(within(maria).getByText('05/03/2031')).toBeInTheDocument();
    expect(within(maria).getByRole('button', { name: 'Tornar administrador: Maria da Silva' })).toBeInTheDocument();

    const ana = rowOf('Ana Admin');
    expect(within(ana).getByText('(você)', { exact: false })).toBeInTheDocument();
    expect(within(ana).getByRole('img', { name: 'Ana Admin' })).toHaveAttribute('src', '/storage/avatars/ana.png');
    expect(within(ana).getByText('Administrador')).toBeInTheDocument();
    expect(within(ana).getByText('20/01/2031')).toBeInTheDocument();
    expect(within(ana).getByRole('button', { name: 'Remover administrador: Ana Admin' })).toBeInTheDocument();
  });

  it('shows the empty state of a search, after typing stops', async () => {
    const t = await setup();
    await screen.findByRole('table', { name: 'Usuários' });
    await t.user.type(screen.getByRole('searchbox', { name: /Buscar usuários/ }), 'zé');
    const op = await waitFor(() => {
      const found = last(t.environment, 'AdminUsersPageQuery');
      expect(found.request.variables).toEqual({ search: 'zé' });
      return found;
    });
    // The rows stay until the answer arrives.
    expect(rowOf('Maria da Silva')).toBeInTheDocument();
    act(() => t.environment.mock.resolve(op, MockPayloadGenerator.generate(op, resolvers([]))));
    expect(await screen.findByText('Nenhum usuário encontrado')).toBeInTheDocument();
    expect(screen.getByText('Nenhum nome ou e-mail corresponde à busca.')).toBeInTheDocument();
  });

  it("shows 'Erro' / 'Não foi possível carregar os usuários.' and loads again", async () => {
    const t = await setup('pending');
    act(() => t.environment.mock.resolveMostRecentOperation({ data: null, errors: [{ message: 'Falha interna.', extensions: { code: 'INTERNAL' } }] }));
    const retry = await screen.findByRole('button', { name: 'Tentar novamente' });
    const alert = retry.closest('[role="alert"]') as HTMLElement;
    expect(within(alert).getByText('Erro')).toBeInTheDocument();
    expect(within(alert).getByText('Não foi possível carregar os usuários.')).toBeInTheDocument();
    expect(within(toasts()).getByText('Não foi possível carregar os usuários.')).toBeInTheDocument();
    await t.user.click(retry);
    const op = await waitFor(() => last(t.environment, 'AdminUsersPageQuery'));
    act(() => t.environment.mock.resolve(op, MockPayloadGenerator.generate(op, resolvers())));
    expect(await screen.findByRole('table', { name: 'Usuários' })).toBeInTheDocument();
  });

  it('promotes a user after a confirmation: the row and the counts update', async () => {
    const t = await setup();
    await screen.findByRole('table', { name: 'Usuários' });
    const op = await confirmRoleChange(t, /^Tornar administrador: Maria/, 'Tornar administrador?', 'Tornar administrador');
    expect(op.request.variables).toEqual({ input: { userId: 'dXNlcjI=', role: 'ADMIN' } });
    act(() => t.environment.mock.resolve(op, MockPayloadGenerator.generate(op, { User: () => ({ ...users[0], role: 'ADMIN' }) })));
    expect(await within(toasts()).findByText('Permissões atualizadas')).toBeInTheDocument();
    expect(within(toasts()).getByText('Maria da Silva agora é Administrador.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(rowOf('Maria da Silva')).getByText('Administrador')).toBeInTheDocument();
    expect(within(rowOf('Maria da Silva')).getByRole('button', { name: /^Remover administrador/ })).toBeInTheDocument();

    const refresh = await waitFor(() => last(t.environment, 'AdminUsersCountsRefetchQuery'));
    act(() => t.environment.mock.resolve(refresh, MockPayloadGenerator.generate(refresh, { UserCounts: () => ({ ...counts, admins: 2, users: 0 }) })));
    const cards = screen.getByRole('list', { name: 'Resumo dos usuários' });
    await waitFor(() => expect(within(cards).getByText('Administradores').nextSibling).toHaveTextContent('2'));
  });

  it("shows 'Não foi possível alterar as permissões do usuário.' when a change fails", async () => {
    const t = await setup();
    await screen.findByRole('table', { name: 'Usuários' });
    const op = await confirmRoleChange(t, /^Tornar administrador: Maria/, 'Tornar administrador?', 'Tornar administrador');
    act(() => t.environment.mock.resolve(op, { data: null, errors: [{ message: 'Falha interna.', extensions: { code: 'INTERNAL' } }] }));
    expect(await within(toasts()).findByText('Não foi possível alterar as permissões do usuário.')).toBeInTheDocument();
    expect(within(toasts()).getByText('Erro')).toBeInTheDocument();
    expect(within(rowOf('Maria da Silva')).getByText('Usuário')).toBeInTheDocument();
  });

  it("shows the server's last-admin message as it is", async () => {
    const t = await setup();
    await screen.findByRole('table', { name: 'Usuários' });
    const op = await confirmRoleChange(t, /^Remover administrador: Ana/, 'Remover acesso de administrador?', 'Remover acesso');
    act(() =>
      t.environment.mock.resolve(op, {
        data: null,
        errors: [{ message: 'Não é possível remover o último administrador.', extensions: { code: 'CONFLICT' } }],
      }),
    );
    expect(await within(toasts()).findByText('Não é possível remover o último administrador.')).toBeInTheDocument();
    expect(within(toasts()).queryByText('Não foi possível alterar as permissões do usuário.')).not.toBeInTheDocument();
  });

  it('an admin who demotes themselves loses the admin screens at once', async () => {
    const t = await setup();
    await screen.findByRole('table', { name: 'Usuários' });
    t.requestRefresh.mockResolvedValueOnce({ ...grant('USER', 'Ana Admin') });
    await t.user.click(screen.getByRole('button', { name: /^Remover administrador: Ana/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Remover acesso de administrador?' });
    expect(within(dialog).getByText(/Você deixará de ser administrador/)).toBeInTheDocument();
    await t.user.click(within(dialog).getByRole('button', { name: 'Remover acesso' }));
    const op = await waitFor(() => last(t.environment, 'useSetUserRoleMutation'));
    expect(op.request.variables).toEqual({ input: { userId: 'VXNlcjox', role: 'USER' } });
    act(() => t.environment.mock.resolve(op, MockPayloadGenerator.generate(op, { User: () => ({ ...users[1], role: 'USER' }) })));
    expect(await screen.findByRole('heading', { level: 1, name: 'Painel' })).toBeInTheDocument();
    expect(t.requestRefresh).toHaveBeenCalled();
    expect(t.session.getSnapshot().user?.role).toBe('USER');
  });
});
