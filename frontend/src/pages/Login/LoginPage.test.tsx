import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createTestSession, mockPreloadedQuery, renderRoutes } from '../../test/helpers';
import { preload } from '../../relay/preload';
import LoginPageQuery from './__generated__/LoginPageQuery.graphql';
import LoginPage from './LoginPage';

async function setup(path = '/login', devMode = false) {
  const t = createTestSession();
  await t.session.restore(); // no cookie: signed out
  mockPreloadedQuery(t.environment, LoginPageQuery, {
    AppConfig: () => ({
      devMode,
      demoAccounts: devMode ? [{ email: 'admin@agora.dev', password: 'admin123', role: 'ADMIN' }] : [],
    }),
  });
  const utils = renderRoutes(
    [
      { path: '/login', element: <LoginPage />, loader: preload(t.session, LoginPageQuery, { access: 'public' }) },
      { path: '/dashboard', element: <h1>Painel</h1> },
      { path: '/settings', element: <h1>Configurações</h1> },
    ],
    { session: t.session, path },
  );
  await screen.findByRole('heading', { name: 'Entrar' });
  return { ...t, ...utils, user: userEvent.setup() };
}

describe('LoginPage', () => {
  it('validates on submit with the spec messages, then on change', async () => {
    const { user } = await setup();
    const email = screen.getByLabelText('E-mail');
    await user.type(email, 'x');
    expect(screen.queryByText('Email inválido')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('Email inválido')).toBeInTheDocument();
    expect(screen.getByText('Senha é obrigatória')).toBeInTheDocument();
    // Focus goes to the first invalid field, which the error describes.
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAccessibleDescription('Email inválido');

    await user.type(screen.getByLabelText('Senha'), '123');
    expect(await screen.findByText('Senha deve ter pelo menos 6 caracteres')).toBeInTheDocument();
    await user.clear(email);
    expect(await screen.findByText('Email é obrigatório')).toBeInTheDocument();
  });

  it('toggles the password visibility', async () => {
    const { user } = await setup();
    const password = screen.getByLabelText('Senha');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Mostrar senha' }));
    expect(password).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Ocultar senha' })).toBeInTheDocument();
  });

  it('shows the submitting state, signs in and returns to the page the user came from', async () => {
    const t = await setup();
    t.router.navigate('/login', { state: { from: { pathname: '/settings', search: '', hash: '' } } });
    await t.user.type(screen.getByLabelText('E-mail'), 'maria@example.com');
    await t.user.type(screen.getByLabelText('Senha'), 'segredo1');
    await t.user.click(screen.getByRole('button', { name: 'Entrar' }));

    const button = await screen.findByRole('button', { name: 'Entrando...' });
    expect(button).toBeDisabled();
    const operation = t.environment.mock.getMostRecentOperation();
    expect(operation.request.variables).toEqual({ input: { email: 'maria@example.com', password: 'segredo1' } });

    t.environment.mock.resolveMostRecentOperation({
      data: {
        signIn: {
          accessToken: 'abc',
          accessTokenExpiresIn: 900,
          user: { id: 'VXNlcjox', fullName: 'Maria da Silva', email: 'maria@example.com', role: 'USER' },
        },
      },
    });
    expect(await screen.findByText('Login realizado!')).toBeInTheDocument();
    expect(screen.getByText('Bem-vindo(a), Maria!')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Configurações' })).toBeInTheDocument();
    expect(t.session.getSnapshot().status).toBe('signedIn');
    expect(t.session.accessToken()).toBe('abc');
  });

  it("shows the server's message when sign-in fails", async () => {
    const t = await setup();
    await t.user.type(screen.getByLabelText('E-mail'), 'maria@example.com');
    await t.user.type(screen.getByLabelText('Senha'), 'errada1');
    await t.user.click(screen.getByRole('button', { name: 'Entrar' }));
    t.environment.mock.resolveMostRecentOperation({
      data: null,
      errors: [{ message: 'Email ou senha inválidos.', extensions: { code: 'UNAUTHENTICATED' } }],
    });
    expect(await screen.findByText('Erro no login')).toBeInTheDocument();
    expect(screen.getByText('Email ou senha inválidos.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Entrar' })).toBeEnabled();
    expect(t.session.getSnapshot().status).toBe('signedOut');
  });

  it('asks for the code after the password; a spent challenge goes back to the password', async () => {
    const t = await setup();
    await t.user.type(screen.getByLabelText('E-mail'), 'maria@example.com');
    await t.user.type(screen.getByLabelText('Senha'), 'segredo1');
    await t.user.click(screen.getByRole('button', { name: 'Entrar' }));
    t.environment.mock.resolveMostRecentOperation({
      data: null,
      errors: [
        {
          message: 'Digite o código de 6 dígitos do seu app autenticador.',
          extensions: { code: 'TWO_FACTOR_REQUIRED', challenge: 'desafio-1', challengeExpiresInSeconds: 300 },
        },
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Verificação em duas etapas' })).toBeInTheDocument();
    expect(t.session.getSnapshot().status).toBe('signedOut');
    const code = screen.getByLabelText('Código do app autenticador');
    expect(code).toHaveFocus();
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');

    // A wrong code stays on the step with the server's words at the field.
    await t.user.type(code, '111111');
    await t.user.click(screen.getByRole('button', { name: 'Verificar' }));
    let op = t.environment.mock.getMostRecentOperation();
    expect(op.request.variables).toEqual({ input: { challenge: 'desafio-1', code: '111111' } });
    t.environment.mock.resolve(op, {
      data: null,
      errors: [{ message: 'Código inválido. Confira o app autenticador e tente de novo.', extensions: { code: 'VALIDATION', field: 'code' } }],
    });
    expect(await screen.findByText('Código inválido. Confira o app autenticador e tente de novo.')).toBeInTheDocument();

    // A recovery code instead; the challenge has run out: back to the password, told why.
    await t.user.click(screen.getByRole('button', { name: 'Usar um código de recuperação' }));
    await t.user.type(screen.getByLabelText('Código de recuperação'), 'abcde-23456');
    await t.user.click(screen.getByRole('button', { name: 'Verificar' }));
    op = t.environment.mock.getMostRecentOperation();
    expect(op.request.variables).toEqual({ input: { challenge: 'desafio-1', code: 'abcde-23456' } });
    t.environment.mock.resolve(op, {
      data: null,
      errors: [
        {
          message: 'Muitos códigos inválidos. Entre de novo com sua senha.',
          extensions: { code: 'VALIDATION', field: 'challenge' },
        },
      ],
    });
    expect(await screen.findByText('Muitos códigos inválidos. Entre de novo com sua senha.')).toBeInTheDocument();
    expect(screen.getByLabelText('Senha')).toHaveValue('');
    expect(screen.getByLabelText('E-mail')).toHaveValue('maria@example.com');
  });

  it('signs in with the code', async () => {
    const t = await setup();
    await t.user.type(screen.getByLabelText('E-mail'), 'maria@example.com');
    await t.user.type(screen.getByLabelText('Senha'), 'segredo1');
    await t.user.click(screen.getByRole('button', { name: 'Entrar' }));
    t.environment.mock.resolveMostRecentOperation({
      data: null,
      errors: [{ message: 'Digite o código.', extensions: { code: 'TWO_FACTOR_REQUIRED', challenge: 'desafio-2' } }],
    });
    await t.user.type(await screen.findByLabelText('Código do app autenticador'), '123456');
    await t.user.click(screen.getByRole('button', { name: 'Verificar' }));
    t.environment.mock.resolveMostRecentOperation({
      data: {
        completeSignIn: {
          accessToken: 'xyz',
          accessTokenExpiresIn: 900,
          user: { id: 'VXNlcjox', fullName: 'Maria da Silva', email: 'maria@example.com', role: 'USER' },
        },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Painel' })).toBeInTheDocument();
    expect(t.session.accessToken()).toBe('xyz');
  });

  it('keeps an unconfirmed account on the page with the honest answer of Reenviar link', async () => {
    const t = await setup();
    await t.user.type(screen.getByLabelText('E-mail'), 'maria@example.com');
    await t.user.type(screen.getByLabelText('Senha'), 'segredo1');
    await t.user.click(screen.getByRole('button', { name: 'Entrar' }));
    const held =
      'Confirme seu e-mail antes de entrar. Um link foi enviado há pouco: você poderá pedir outro em 42 segundos.';
    t.environment.mock.resolveMostRecentOperation({ data: null, errors: [{ message: held, extensions: { code: 'FORBIDDEN' } }] });
    expect(await screen.findByRole('alert')).toHaveTextContent(held);

    await t.user.click(screen.getByRole('button', { name: 'Reenviar link' }));
    const op = t.environment.mock.getMostRecentOperation();
    expect(op.request.node.params.name).toBe('ResendConfirmationMutation');
    expect(op.request.variables).toEqual({ input: { email: 'maria@example.com' } });
    const later = 'Um link foi pedido para este e-mail há pouco. Você poderá pedir outro em 41 segundos.';
    t.environment.mock.resolveMostRecentOperation({
      data: { resendConfirmation: { message: later, retryAfterSeconds: 41 } },
    });
    expect(await screen.findByText(later)).toBeInTheDocument();
    expect(screen.queryByText(/Enviamos/)).not.toBeInTheDocument();
  });

  it('links to Esqueci minha senha with the typed address', async () => {
    const t = await setup();
    await t.user.type(screen.getByLabelText('E-mail'), 'maria@example.com');
    expect(screen.getByRole('link', { name: 'Esqueci minha senha' })).toHaveAttribute('href', '/forgot-password');
  });

  it('lists the demo accounts in dev mode only', async () => {
    await setup('/login', true);
    expect(await screen.findByText(/contas de demonstração/)).toBeInTheDocument();
    expect(screen.getByText('admin@agora.dev')).toBeInTheDocument();
  });

  it('hides the demo accounts outside dev mode', async () => {
    await setup('/login', false);
    await waitFor(() => expect(screen.queryByText(/contas de demonstração/)).not.toBeInTheDocument());
  });

  it('shows the e-mail confirmation notices', async () => {
    await setup('/login?confirmed=1');
    expect(screen.getByText('E-mail confirmado! Agora é só entrar.')).toBeInTheDocument();
  });

  it('shows the confirmation error with Reenviar link for the typed address', async () => {
    const t = await setup('/login?confirm_error=1');
    expect(screen.getByText(/^Link inválido ou expirado\. Solicite um novo/)).toBeInTheDocument();
    await t.user.click(screen.getByRole('button', { name: 'Reenviar link' }));
    expect(await screen.findByText('Informe seu e-mail no campo acima.')).toBeInTheDocument();
    await t.user.type(screen.getByLabelText('E-mail'), 'maria@example.com');
    await t.user.click(screen.getByRole('button', { name: 'Reenviar link' }));
    expect(t.environment.mock.getMostRecentOperation().request.variables).toEqual({ input: { email: 'maria@example.com' } });
  });
});
