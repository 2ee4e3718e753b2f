import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { preload } from '../../relay/preload';
import { createTestSession, mockPreloadedQuery, renderRoutes } from '../../test/helpers';
import RegisterPageQuery from './__generated__/RegisterPageQuery.graphql';
import RegisterPage, { ADMIN_ROLE_REASON } from './RegisterPage';

async function setup(allowAdmin: boolean) {
  const t = createTestSession();
  await t.session.restore();
  mockPreloadedQuery(t.environment, RegisterPageQuery, { SignupOptions: () => ({ allowAdmin }) });
  const utils = renderRoutes(
    [
      { path: '/register', element: <RegisterPage />, loader: preload(t.session, RegisterPageQuery, { access: 'public' }) },
      { path: '/login', element: <h1>Login</h1> },
    ],
    { session: t.session, path: '/register' },
  );
  await screen.findByLabelText('Nome completo');
  return { ...t, ...utils, user: userEvent.setup() };
}

describe('RegisterPage', () => {
  it('validates every field with the spec messages', async () => {
    const { user } = await setup(false);
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    expect(await screen.findByText('Nome é obrigatório')).toBeInTheDocument();
    expect(screen.getByText('Email é obrigatório')).toBeInTheDocument();
    expect(screen.getByText('Senha é obrigatória')).toBeInTheDocument();
    expect(screen.getByText('Confirmação de senha é obrigatória')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Nome completo'), 'A');
    expect(await screen.findByText('Nome deve ter pelo menos 2 caracteres')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Senha'), '123456');
    await user.type(screen.getByLabelText('Confirmar senha'), '12345');
    expect(await screen.findByText('Senhas não coincidem')).toBeInTheDocument();
  });

  it('offers only Usuário, with the reason, when admin sign-up is closed', async () => {
    await setup(false);
    const select = screen.getByRole('combobox', { name: 'Tipo de conta' });
    expect(select).toHaveTextContent('Usuário');
    expect(select).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByText(ADMIN_ROLE_REASON)).toBeInTheDocument();
  });

  it('offers Administrador when the server allows it', async () => {
    const { user } = await setup(true);
    await user.click(screen.getByRole('combobox', { name: 'Tipo de conta' }));
    const list = await screen.findByRole('listbox');
    expect(within(list).getAllByRole('option').map((o) => o.textContent)).toEqual(['Usuário', 'Administrador']);
  });

  it('signs up, shows the notice and goes to /login', async () => {
    const t = await setup(true);
    await t.user.type(screen.getByLabelText('Nome completo'), 'Ana Souza');
    await t.user.type(screen.getByLabelText('E-mail'), 'ana@example.com');
    await t.user.type(screen.getByLabelText('Senha'), '123456');
    await t.user.type(screen.getByLabelText('Confirmar senha'), '123456');
    await t.user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    expect(await screen.findByRole('button', { name: 'Cadastrando...' })).toBeDisabled();
    const operation = t.environment.mock.getMostRecentOperation();
    expect(operation.request.variables).toEqual({
      input: { fullName: 'Ana Souza', email: 'ana@example.com', password: '123456', role: 'USER' },
    });
    act(() => t.environment.mock.resolve(operation, { data: { signUp: { message: 'ok' } } }));
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(screen.getByText('Cadastro realizado!')).toBeInTheDocument();
    expect(screen.getByText('Verifique seu email para confirmar a conta.')).toBeInTheDocument();
  });

  it("shows the server's message when sign-up fails", async () => {
    const t = await setup(true);
    await t.user.type(screen.getByLabelText('Nome completo'), 'Ana Souza');
    await t.user.type(screen.getByLabelText('E-mail'), 'ana@example.com');
    await t.user.type(screen.getByLabelText('Senha'), '123456');
    await t.user.type(screen.getByLabelText('Confirmar senha'), '123456');
    await t.user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    act(() =>
      t.environment.mock.resolveMostRecentOperation({
        data: null,
        errors: [{ message: 'Apenas administradores podem conceder acesso de administrador.', extensions: { code: 'FORBIDDEN' } }],
      }),
    );
    expect(await screen.findByText('Erro no cadastro')).toBeInTheDocument();
    expect(screen.getAllByText('Apenas administradores podem conceder acesso de administrador.').length).toBeGreaterThan(0);
  });
});
