import { configure, act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockPayloadGenerator } from 'relay-test-utils';
import type { MockResolvers } from 'relay-test-utils';
import type { OperationDescriptor } from 'relay-runtime';
import { describe, expect, it, vi } from 'vitest';
import { preload } from '../../relay/preload';
import { createTestSession, grant, mockPreloadedQuery, renderRoutes } from '../../test/helpers';
import SpacesPageQuery from './__generated__/SpacesPageQuery.graphql';
import SpacesPage from './SpacesPage';

// The machine running the tests may be busy: give lists and toasts time to appear.
configure({ asyncUtilTimeout: 5_000 });


// The booking form belongs to the booking screens; here it only has to open with the space.
vi.mock('../../components/booking/BookingFormDialog', () => ({
  default: ({ open, spaceId }: { open: boolean; spaceId: string | null }) =>
    open ? <div role="dialog" aria-label="Nova Reserva">{`Reserva de ${spaceId}`}</div> : null,
}));

const spaces = [
  {
    id: 'U3BhY2U6MQ==',
    name: 'Auditório Jacarandá',
    description: 'Auditório com palco, som profissional e 120 lugares para palestras e eventos.',
    capacity: 120,
    pricePerHour: '450.00',
    resources: ['wifi', 'projetor', 'som', 'palco', 'ar-condicionado'],
    imageUrl: '/storage/spaces/demo/jacaranda.png',
  },
  {
    id: 'U3BhY2U6Mg==',
    name: 'Cabine Buriti',
    description: null,
    capacity: 1,
    pricePerHour: '15.00',
    resources: ['wifi'],
    imageUrl: null,
  },
];

function listResolvers(list: typeof spaces, { total = list.length, hasNextPage = false } = {}): MockResolvers {
  let i = 0;
  return {
    SpaceConnection: () => ({ totalCount: total, edges: list.map(() => ({})), pageInfo: { hasNextPage, endCursor: 'c1' } }),
    Space: () => list[i++ % list.length],
  };
}

async function setup(resolvers: MockResolvers | 'pending' = listResolvers(spaces)) {
  const t = createTestSession();
  t.session.signedIn(grant('USER', 'Bruno Usuário'));
  if (resolvers === 'pending') t.environment.mock.queuePendingOperation(SpacesPageQuery, { filter: {} });
  else mockPreloadedQuery(t.environment, SpacesPageQuery, resolvers, { filter: {} });
  const utils = renderRoutes(
    [
      {
        path: '/spaces',
        element: <SpacesPage />,
        loader: preload(t.session, SpacesPageQuery, { access: 'signedIn', variables: () => ({ filter: {} }) }),
      },
    ],
    { session: t.session, path: '/spaces' },
  );
  await screen.findByRole('heading', { level: 1, name: 'Buscar Espaços' });
  return { ...t, ...utils, user: userEvent.setup() };
}

function lastOperation(env: ReturnType<typeof createTestSession>['environment'], name: string): OperationDescriptor {
  const found = env.mock.getAllOperations().filter((o) => o.request.node.params.name === name);
  const last = found[found.length - 1];
  if (!last) throw new Error(`no pending ${name}`);
  return last;
}

describe('SpacesPage', () => {
  it('shows the cards\' outlines while loading, then the count and the cards', async () => {
    const t = await setup('pending');
    // A live region says what is loading; the outlines themselves are hidden from it.
    const loading = screen.getAllByRole('status').find((region) => region.textContent === 'Carregando espaços...');
    if (!loading) throw new Error('no live region says the spaces are loading');
    expect(loading.querySelectorAll('.MuiCard-root[aria-hidden], [aria-hidden] .MuiCard-root')).toHaveLength(3);
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    act(() => t.environment.mock.resolveMostRecentOperation((op) => MockPayloadGenerator.generate(op, listResolvers(spaces))));
    expect(await screen.findByText('2 espaços encontrados')).toBeInTheDocument();
    const card = screen.getByRole('article', { name: 'Auditório Jacarandá' });
    const image = within(card).getByRole('img', { name: 'Foto de Auditório Jacarandá' });
    // The first card's photo is the page's largest paint: fetched at once, first.
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(within(card).getByText('120 pessoas')).toBeInTheDocument();
    expect(within(card).getByText('R$ 450,00/h')).toBeInTheDocument();
    const resources = within(card).getByRole('list', { name: 'Recursos' });
    expect(within(resources).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Wi-Fi', 'Projetor', 'Som', '+2 mais']);
    // '+2 mais' shows the rest and, pressed again, hides them; the toggle keeps the focus.
    const more = within(resources).getByRole('button', { name: '+2 mais: mostrar todos os recursos' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    more.focus();
    fireEvent.keyDown(more, { key: 'Enter' });
    expect(within(resources).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Wi-Fi',
      'Projetor',
      'Som',
      'Palco',
      'Ar-condicionado',
      'Mostrar menos',
    ]);
    const less = within(resources).getByRole('button', { name: 'Mostrar menos recursos' });
    expect(less).toHaveAttribute('aria-expanded', 'true');
    expect(less).toHaveFocus();
    fireEvent.click(less);
    expect(within(resources).getAllByRole('listitem')).toHaveLength(4);
    expect(within(card).getByRole('button', { name: 'Ver Detalhes de Auditório Jacarandá' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Reservar Auditório Jacarandá' })).toBeInTheDocument();
    const cabin = screen.getByRole('article', { name: 'Cabine Buriti' });
    expect(within(cabin).getByText('1 pessoa')).toBeInTheDocument();
    expect(within(cabin).queryByText(/mais$/)).not.toBeInTheDocument();
  });

  it('loads the photos of the first three cards at once and the others when scrolled to', async () => {
    const many: typeof spaces = Array.from({ length: 5 }, (_, n) => ({ ...spaces[0]!, id: `U3BhY2U6${n}`, name: `Sala ${n + 1}` }));
    await setup(listResolvers(many));
    const loading = await Promise.all(
      many.map(async (s) => (await screen.findByRole('img', { name: `Foto de ${s.name}` })).getAttribute('loading')),
    );
    expect(loading).toEqual(['eager', 'eager', 'eager', 'lazy', 'lazy']);
    const priority = many.map((s) => screen.getByRole('img', { name: `Foto de ${s.name}` }).getAttribute('fetchpriority'));
    expect(priority).toEqual(['high', 'auto', 'auto', 'auto', 'auto']);
  });

  it("shows the empty state; 'Limpar filtros' clears the search", async () => {
    const t = await setup(listResolvers([]));
    expect(await screen.findByText('Nenhum espaço encontrado')).toBeInTheDocument();
    expect(screen.getByText('0 espaços encontrados')).toBeInTheDocument();
    const search = screen.getByRole('searchbox', { name: 'Buscar espaços' });
    await t.user.type(search, 'palco');
    await t.user.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    expect(search).toHaveValue('');
  });

  it("shows 'Erro ao carregar espaços' with 'Tentar novamente'", async () => {
    const t = await setup('pending');
    act(() => t.environment.mock.rejectMostRecentOperation(new TypeError('Failed to fetch')));
    const retry = await screen.findByRole('button', { name: 'Tentar novamente' });
    expect(screen.getAllByText('Erro ao carregar espaços')).toHaveLength(2);
    await t.user.click(retry);
    await waitFor(() => lastOperation(t.environment, 'SpacesPageQuery'));
    act(() => t.environment.mock.resolve(lastOperation(t.environment, 'SpacesPageQuery'), MockPayloadGenerator.generate(lastOperation(t.environment, 'SpacesPageQuery'), listResolvers(spaces))));
    expect(await screen.findByText('2 espaços encontrados')).toBeInTheDocument();
  });

  it('searches and filters on the server: no upper bound at 100+ and R$ 500+', async () => {
    const t = await setup();
    await screen.findByText('2 espaços encontrados');
    await t.user.type(screen.getByRole('searchbox', { name: 'Buscar espaços' }), 'sala');
    await waitFor(() => expect(lastOperation(t.environment, 'SpacesPageQuery').request.variables).toEqual({ filter: { search: 'sala' } }));

    await t.user.click(screen.getByRole('button', { name: 'Filtros' }));
    // The panel's code loads on its first opening.
    const panel = await screen.findByRole('region', { name: 'Filtros' });
    expect(within(panel).getByText('1 – 100+ pessoas')).toBeInTheDocument();
    expect(within(panel).getByText('R$ 0 – R$ 500+')).toBeInTheDocument();
    const minCapacity = within(panel).getByRole('slider', { name: 'Capacidade mínima' });
    for (let i = 0; i < 9; i++) fireEvent.keyDown(minCapacity, { key: 'ArrowRight' });
    fireEvent.keyDown(within(panel).getByRole('slider', { name: 'Preço máximo' }), { key: 'ArrowLeft' });
    expect(within(panel).getByText('10 – 100+ pessoas')).toBeInTheDocument();
    expect(within(panel).getByText('R$ 0 – R$ 490')).toBeInTheDocument();
    expect(within(panel).getByRole('slider', { name: 'Capacidade máxima' })).toHaveAttribute('aria-valuetext', '100+');
    await t.user.click(within(panel).getByRole('combobox', { name: 'Recurso' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Todos',
      'Wi-Fi',
      'Projetor',
      'Quadro branco',
      'Ar-condicionado',
      'Som',
      'Palco',
      'Computadores',
    ]);
    await t.user.click(screen.getByRole('option', { name: 'Palco' }));
    await waitFor(() =>
      expect(lastOperation(t.environment, 'SpacesPageQuery').request.variables).toEqual({
        filter: { search: 'sala', minCapacity: 10, maxPrice: '490.00', resources: ['palco'] },
      }),
    );
    // The cards on screen stay until the new results arrive.
    expect(screen.getByRole('article', { name: 'Cabine Buriti' })).toBeInTheDocument();

    await t.user.click(within(panel).getByRole('button', { name: 'Limpar filtros' }));
    await waitFor(() => expect(within(panel).getByText('1 – 100+ pessoas')).toBeInTheDocument());
    expect(screen.getByRole('searchbox', { name: 'Buscar espaços' })).toHaveValue('');
  });

  it("loads more with 'Carregar mais'", async () => {
    const t = await setup(listResolvers(spaces, { total: 14, hasNextPage: true }));
    await screen.findByText('14 espaços encontrados');
    await t.user.click(screen.getByRole('button', { name: 'Carregar mais' }));
    const next = lastOperation(t.environment, 'SpaceListPaginationQuery');
    expect(next.request.variables).toMatchObject({ count: 12, cursor: 'c1', filter: {} });
  });

  it("opens the details, and 'Reservar Agora' opens the booking form for the space", async () => {
    const t = await setup();
    await t.user.click(await screen.findByRole('button', { name: 'Ver Detalhes de Auditório Jacarandá' }));
    const dialog = await screen.findByRole('dialog', { name: 'Auditório Jacarandá' });
    expect(within(dialog).getByText('Informações gerais')).toBeInTheDocument();
    expect(within(dialog).getByText('120 pessoas')).toBeInTheDocument();
    expect(within(dialog).getByText('R$ 450,00')).toBeInTheDocument();
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(5);
    expect(within(dialog).getByText(/Auditório com palco/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Fechar' })).toBeInTheDocument();
    await t.user.click(within(dialog).getByRole('button', { name: 'Reservar Agora' }));
    expect(await screen.findByRole('dialog', { name: 'Nova Reserva' })).toHaveTextContent('Reserva de U3BhY2U6MQ==');
  });

  it("'Reservar' on a card opens the booking form", async () => {
    const t = await setup();
    await t.user.click(await screen.findByRole('button', { name: 'Reservar Cabine Buriti' }));
    expect(await screen.findByRole('dialog', { name: 'Nova Reserva' })).toHaveTextContent('Reserva de U3BhY2U6Mg==');
  });
});
