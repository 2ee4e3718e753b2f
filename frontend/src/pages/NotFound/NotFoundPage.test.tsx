import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createTestSession, renderRoutes } from '../../test/helpers';
import NotFoundPage from './NotFoundPage';

describe('NotFoundPage', () => {
  it('shows 404 with a way back to /', async () => {
    const t = createTestSession();
    renderRoutes(
      [
        { path: '/', element: <h1>Início</h1> },
        { path: '*', element: <NotFoundPage /> },
      ],
      { session: t.session, path: '/nada/aqui' },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Página não encontrada' })).toBeInTheDocument();
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(screen.getByText('A página que você está procurando não existe ou foi movida.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Voltar ao início' }));
    expect(await screen.findByRole('heading', { name: 'Início' })).toBeInTheDocument();
  });
});
