import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestSession, renderRoutes } from '../../test/helpers';
import ForgotPasswordPage from './ForgotPasswordPage';
import ResetPasswordPage, { INVALID_LINK } from './ResetPasswordPage';

const SENT = 'Se houver uma conta com este e-mail, enviamos um link para criar uma nova senha. O link vale por 30 minutos.';

async function setup(path: string) {
  const t = createTestSession();
  await t.session.restore();
  const utils = renderRoutes(
    [
      { path: '/forgot-password', element: <ForgotPasswordPage /> },
      { path: '/reset-password', element: <ResetPasswordPage /> },
      { path: '/login', element: <h1>Entrar</h1> },
    ],
    { session: t.session, path },
  );
  return { ...t, ...utils, user: userEvent.setup() };
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe('ForgotPasswordPage', () => {
  it('checks the address, asks for a link and shows the answer, or when to ask again', async () => {
    const t = await setup('/forgot-password');
    await screen.findByRole('heading', { name: 'Esqueci minha senha' });
    await t.user.click(screen.getByRole('button', { name: 'Enviar link' }));
    expect(await screen.findByText('Email é obrigatório')).toBeInTheDocument();
    await t.user.type(screen.getByLabelText('E-mail'), ' ana@example.com ');
    await t.user.click(screen.getByRole('button', { name: 'Enviar link' }));
    const op = t.environment.mock.getMostRecentOperation();
    expect(op.request.variables).toEqual({ input: { email: 'ana@example.com' } });
    t.environment.mock.resolveMostRecentOperation({ data: { requestPasswordReset: { message: SENT, retryAfterSeconds: null } } });
    // The answer is a status message (the page region, also a status, says nothing here).
    expect((await screen.findByText(SENT)).closest('[role="status"]')).not.toBeNull();

    await t.user.click(screen.getByRole('button', { name: 'Enviar outro link' }));
    const held = 'Um link foi pedido para este e-mail há pouco. Você poderá pedir outro em 58 segundos.';
    t.environment.mock.resolveMostRecentOperation({ data: { requestPasswordReset: { message: held, retryAfterSeconds: 58 } } });
    expect((await screen.findByText(held)).closest('[role="status"]')).not.toBeNull();
  });
});

describe('ResetPasswordPage', () => {
  it('takes the token out of the address bar, checks the rules and signs in again from /login', async () => {
    window.history.replaceState(null, '', '/reset-password#token=segredo-do-link');
    const t = await setup('/reset-password');
    await screen.findByRole('heading', { name: 'Criar nova senha' });
    expect(window.location.hash).toBe('');
    await t.user.type(screen.getByLabelText('Nova senha'), '123');
    await t.user.type(screen.getByLabelText('Confirmar nova senha'), '1234');
    await t.user.click(screen.getByRole('button', { name: 'Salvar nova senha' }));
    expect(await screen.findByText('Senha deve ter pelo menos 6 caracteres')).toBeInTheDocument();
    expect(screen.getByText('Senhas não coincidem')).toBeInTheDocument();

    await t.user.clear(screen.getByLabelText('Nova senha'));
    await t.user.type(screen.getByLabelText('Nova senha'), 'nova-senha1');
    await t.user.clear(screen.getByLabelText('Confirmar nova senha'));
    await t.user.type(screen.getByLabelText('Confirmar nova senha'), 'nova-senha1');
    await t.user.click(screen.getByRole('button', { name: 'Salvar nova senha' }));
    const op = t.environment.mock.getMostRecentOperation();
    expect(op.request.variables).toEqual({ input: { token: 'segredo-do-link', newPassword: 'nova-senha1' } });
    t.environment.mock.resolveMostRecentOperation({
      data: { resetPassword: { message: 'Senha redefinida! Entre com a nova senha.' } },
    });
    expect(await screen.findByRole('heading', { name: 'Entrar' })).toBeInTheDocument();
    expect(screen.getByText('Senha redefinida! Entre com a nova senha.')).toBeInTheDocument();
  });

  it('offers a new link when the link is missing, spent or expired', async () => {
    window.history.replaceState(null, '', '/reset-password#token=velho');
    const t = await setup('/reset-password');
    await t.user.type(await screen.findByLabelText('Nova senha'), 'nova-senha1');
    await t.user.type(screen.getByLabelText('Confirmar nova senha'), 'nova-senha1');
    await t.user.click(screen.getByRole('button', { name: 'Salvar nova senha' }));
    t.environment.mock.resolveMostRecentOperation({
      data: null,
      errors: [{ message: INVALID_LINK, extensions: { code: 'VALIDATION', field: 'token' } }],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(INVALID_LINK);
    expect(screen.getByRole('link', { name: 'Pedir novo link' })).toHaveAttribute('href', '/forgot-password');
  });
});
