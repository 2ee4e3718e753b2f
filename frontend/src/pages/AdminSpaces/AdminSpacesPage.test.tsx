import { configure, act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockPayloadGenerator } from 'relay-test-utils';
import type { MockResolvers } from 'relay-test-utils';
import type { OperationDescriptor } from 'relay-runtime';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { preload } from '../../relay/preload';
import { createTestSession, expectLoadingOutline, grant, mockPreloadedQuery, renderRoutes } from '../../test/helpers';
import AdminSpacesPageQuery from './__generated__/AdminSpacesPageQuery.graphql';
import AdminSpacesPage from './AdminSpacesPage';

// The machine running the tests may be busy: give lists and toasts time to appear.
configure({ asyncUtilTimeout: 5_000 });

const spaces = [
  {
    id: 'U3BhY2U6MQ==',
    name: 'Sala Ipê',
    description: 'Sala de reunião iluminada.',
    capacity: 8,
    pricePerHour: '80.00',
    resources: ['wifi', 'projetor'],
    imageUrl: '/storage/spaces/demo/ipe.png',
    isActive: true,
  },
  {
    id: 'U3BhY2U6Mg==',
    name: 'Cabine Buriti',
    description: null,
    capacity: 1,
    pricePerHour: '15.50',
    resources: [],
    imageUrl: null,
    isActive: false,
  },
];

function listResolvers(list: typeof spaces, hasNextPage = false): MockResolvers {
  let i = 0;
  return {
    SpaceConnection: () => ({ totalCount: list.length, edges: list.map(() => ({})), pageInfo: { hasNextPage, endCursor: 'c1' } }),
    Space: () => list[i++ % list.length],
  };
}

type Pending = 'pending';

async function setup(resolvers: MockResolvers | Pending = listResolvers(spaces)) {
  const t = createTestSession();
  t.session.signedIn(grant('ADMIN', 'Ana Admin'));
  if (resolvers === 'pending') t.environment.mock.queuePendingOperation(AdminSpacesPageQuery, { filter: {} });
  else mockPreloadedQuery(t.environment, AdminSpacesPageQuery, resolvers, { filter: {} });
  const utils = renderRoutes(
    [
      {
        path: '/admin/spaces',
        element: <AdminSpacesPage />,
        loader: preload(t.session, AdminSpacesPageQuery, { access: 'admin', variables: () => ({ filter: {} }) }),
      },
    ],
    { session: t.session, path: '/admin/spaces' },
  );
  await screen.findByRole('heading', { level: 1, name: 'Gerenciar Espaços' });
  return { ...t, ...utils, user: userEvent.setup() };
}

function operationNamed(env: ReturnType<typeof createTestSession>['environment'], name: string): OperationDescriptor {
  const found = env.mock.getAllOperations().filter((o) => o.request.node.params.name === name);
  const last = found[found.length - 1];
  if (!last) throw new Error(`no pending ${name}`);
  return last;
}

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.useRealTimers());

describe('AdminSpacesPage', () => {
  it('shows the loading state, then the cards', async () => {
    const t = await setup('pending');
    expectLoadingOutline('Carregando espaços...');
    act(() =>
      t.environment.mock.resolveMostRecentOperation((op) => MockPayloadGenerator.generate(op, listResolvers(spaces))),
    );
    const card = await screen.findByRole('article', { name: 'Sala Ipê' });
    expect(within(card).getByText('Ativo', { selector: '.MuiChip-label' })).toBeInTheDocument();
    expect(within(card).getByText('8 pessoas')).toBeInTheDocument();
    expect(within(card).getByText('R$ 80,00/hora')).toBeInTheDocument();
    expect(within(card).getByText('Wi-Fi')).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'Foto de Sala Ipê' })).toHaveAttribute('src', '/storage/spaces/demo/ipe.png');
    expect(within(card).getByRole('switch', { name: 'Ativo: Sala Ipê' })).toBeChecked();
    const other = screen.getByRole('article', { name: 'Cabine Buriti' });
    expect(within(other).getByText('Inativo')).toBeInTheDocument();
    expect(within(other).getByText('1 pessoa')).toBeInTheDocument();
    expect(within(other).getByText('R$ 15,50/hora')).toBeInTheDocument();
    expect(within(other).queryByRole('img')).not.toBeInTheDocument();
  });

  it("shows the empty state with 'Cadastrar primeiro espaço', which opens the form", async () => {
    const t = await setup(listResolvers([]));
    expect(await screen.findByText('Nenhum espaço cadastrado')).toBeInTheDocument();
    await t.user.click(screen.getByRole('button', { name: 'Cadastrar primeiro espaço' }));
    expect(await screen.findByRole('dialog', { name: 'Novo Espaço' })).toBeInTheDocument();
  });

  it("shows 'Erro ao carregar espaços' with the server's message, and loads again", async () => {
    const t = await setup('pending');
    act(() =>
      t.environment.mock.resolveMostRecentOperation({
        data: null,
        errors: [{ message: 'Você não tem permissão para esta ação.', extensions: { code: 'FORBIDDEN' } }],
      }),
    );
    const retryButton = await screen.findByRole('button', { name: 'Tentar novamente' });
    const alert = retryButton.closest('[role="alert"]') as HTMLElement;
    expect(within(alert).getByText('Você não tem permissão para esta ação.')).toBeInTheDocument();
    // The toast says it too.
    expect(screen.getAllByText('Erro ao carregar espaços')).toHaveLength(2);
    await t.user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(t.environment.mock.getMostRecentOperation().request.node.params.name).toBe('AdminSpacesPageQuery'));
    act(() =>
      t.environment.mock.resolveMostRecentOperation((op) => MockPayloadGenerator.generate(op, listResolvers(spaces))),
    );
    expect(await screen.findByRole('article', { name: 'Sala Ipê' })).toBeInTheDocument();
  });

  it('searches on the server after typing stops, keeping the cards meanwhile', async () => {
    const t = await setup();
    await screen.findByRole('article', { name: 'Sala Ipê' });
    await t.user.type(screen.getByRole('searchbox', { name: 'Buscar espaços' }), 'ipe');
    await waitFor(() => expect(operationNamed(t.environment, 'AdminSpacesPageQuery').request.variables).toEqual({ filter: { search: 'ipe' } }));
    expect(screen.getByRole('article', { name: 'Sala Ipê' })).toBeInTheDocument();
    act(() =>
      t.environment.mock.resolve(operationNamed(t.environment, 'AdminSpacesPageQuery'), MockPayloadGenerator.generate(
        operationNamed(t.environment, 'AdminSpacesPageQuery'),
        listResolvers([]),
      )),
    );
    expect(await screen.findByText('Nenhum espaço encontrado')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cadastrar primeiro espaço' })).not.toBeInTheDocument();
  });

  it("opens the filters with 'Filtros' and filters by status, capacity and resources", async () => {
    const t = await setup();
    await screen.findByRole('article', { name: 'Sala Ipê' });
    const button = screen.getByRole('button', { name: 'Filtros' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await t.user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('region', { name: 'Filtros' });
    await t.user.click(within(panel).getByRole('button', { name: 'Inativos' }));
    fireEvent.keyDown(within(panel).getByRole('slider', { name: 'Capacidade máxima' }), { key: 'End' });
    fireEvent.keyDown(within(panel).getByRole('slider', { name: 'Capacidade mínima' }), { key: 'ArrowRight' });
    await t.user.click(within(panel).getByRole('combobox', { name: 'Recursos' }));
    await t.user.click(screen.getByRole('option', { name: 'Wi-Fi' }));
    await t.user.click(screen.getByRole('option', { name: 'Som' }));
    await t.user.keyboard('{Escape}');
    await waitFor(() =>
      expect(operationNamed(t.environment, 'AdminSpacesPageQuery').request.variables).toEqual({
        filter: { minCapacity: 2, resources: ['wifi', 'som'], isActive: false },
      }),
    );
    expect(screen.getByRole('button', { name: 'Filtros (3 ativos)' })).toBeInTheDocument();
  });

  it('validates the space form with the server messages', async () => {
    const t = await setup();
    await t.user.click(await screen.findByRole('button', { name: 'Novo Espaço' }));
    const dialog = await screen.findByRole('dialog', { name: 'Novo Espaço' });
    await t.user.type(within(dialog).getByLabelText(/Capacidade/), '2.5');
    await t.user.type(within(dialog).getByLabelText(/Preço por hora/), '-1');
    await t.user.type(within(dialog).getByLabelText('URL da imagem'), 'nota url');
    await t.user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText('Nome é obrigatório')).toBeInTheDocument();
    expect(within(dialog).getByText('Capacidade deve ser um número inteiro positivo')).toBeInTheDocument();
    expect(within(dialog).getByText('Preço deve ser um valor positivo')).toBeInTheDocument();
    expect(within(dialog).getByText('URL da imagem inválida')).toBeInTheDocument();
    expect(t.environment.mock.getAllOperations().filter((o) => o.request.node.params.operationKind === 'mutation')).toHaveLength(0);
  });

  it('creates a space with an uploaded image and puts it first', async () => {
    const t = await setup();
    await screen.findByRole('article', { name: 'Sala Ipê' });
    await t.user.click(screen.getByRole('button', { name: 'Novo Espaço' }));
    const dialog = await screen.findByRole('dialog', { name: 'Novo Espaço' });
    await t.user.type(within(dialog).getByLabelText(/Nome/), '  Sala Nova ');
    await t.user.type(within(dialog).getByLabelText(/Capacidade/), '6');
    await t.user.type(within(dialog).getByLabelText(/Preço por hora/), '99,5');
    await t.user.type(within(dialog).getByLabelText('Recursos'), 'wifi, , som ,');

    // A type the server refuses never leaves the browser.
    const input = document.getElementById('space-image-file') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['%PDF'], 'a.pdf', { type: 'application/pdf' })] } });
    // A toast, and beside the control (a toast is not announced from behind a dialog).
    expect(await screen.findAllByText('Tipo de arquivo não suportado.')).toHaveLength(2);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Tipo de arquivo não suportado.');
    expect(t.environment.mock.getAllOperations().filter((o) => o.request.node.params.operationKind === 'mutation')).toHaveLength(0);

    fireEvent.change(input, { target: { files: [new File(['png'], 'sala.png', { type: 'image/png' })] } });
    const upload = await waitFor(() => operationNamed(t.environment, 'useUploadFileMutation'));
    expect(upload.request.variables).toEqual({ input: { bucket: 'SPACES', file: null } });
    expect(within(dialog).getByText('Enviando... 0%')).toBeInTheDocument();
    act(() => t.environment.mock.resolve(upload, { data: { uploadFile: { url: '/storage/spaces/images/nova.png' } } }));
    expect(await screen.findByText('Upload realizado')).toBeInTheDocument();
    // The photo shows as a picture; its internal address is not put in the address field.
    expect(within(dialog).getByLabelText('URL da imagem')).toHaveValue('');
    expect(within(dialog).getByText(/^Imagem enviada\./)).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: 'Pré-visualização da imagem' })).toHaveAttribute('src', '/storage/spaces/images/nova.png');

    await t.user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    const create = await waitFor(() => operationNamed(t.environment, 'useCreateSpaceMutation'));
    expect(create.request.variables.input).toEqual({
      name: 'Sala Nova',
      description: null,
      capacity: 6,
      pricePerHour: '99.50',
      resources: ['wifi', 'som'],
      imageUrl: '/storage/spaces/images/nova.png',
    });
    expect(create.request.variables.connections).toHaveLength(1);
    act(() =>
      t.environment.mock.resolve(create, {
        data: {
          createSpace: {
            space: {
              __typename: 'Space',
              ...spaces[0],
              id: 'U3BhY2U6Mw==',
              name: 'Sala Nova',
              description: null,
              capacity: 6,
              pricePerHour: '99.50',
              resources: ['wifi', 'som'],
              imageUrl: '/storage/spaces/images/nova.png',
              isActive: true,
            },
          },
        },
      }),
    );
    expect(await screen.findByText('Espaço criado')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getAllByRole('article').map((a) => a.getAttribute('aria-label'))).toEqual(['Sala Nova', 'Sala Ipê', 'Cabine Buriti']));
  });

  it('an address typed over an uploaded photo replaces it', async () => {
    const t = await setup();
    await screen.findByRole('article', { name: 'Sala Ipê' });
    await t.user.click(screen.getByRole('button', { name: 'Novo Espaço' }));
    const dialog = await screen.findByRole('dialog', { name: 'Novo Espaço' });
    await t.user.type(within(dialog).getByLabelText(/Nome/), 'Sala Nova');
    await t.user.type(within(dialog).getByLabelText(/Capacidade/), '6');
    await t.user.type(within(dialog).getByLabelText(/Preço por hora/), '99');
    const input = document.getElementById('space-image-file') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['png'], 'sala.png', { type: 'image/png' })] } });
    const upload = await waitFor(() => operationNamed(t.environment, 'useUploadFileMutation'));
    act(() => t.environment.mock.resolve(upload, { data: { uploadFile: { url: '/storage/spaces/images/nova.png' } } }));
    expect(await within(dialog).findByText(/^Imagem enviada\./)).toBeInTheDocument();

    const address = within(dialog).getByLabelText('URL da imagem');
    await t.user.type(address, 'https://exemplo.com/sala.jpg');
    expect(address).toHaveValue('https://exemplo.com/sala.jpg');
    expect(within(dialog).queryByText(/^Imagem enviada\./)).not.toBeInTheDocument();
    await t.user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    const create = await waitFor(() => operationNamed(t.environment, 'useCreateSpaceMutation'));
    expect(create.request.variables.input.imageUrl).toBe('https://exemplo.com/sala.jpg');
  });

  it("shows 'Erro ao salvar espaço' with the server's message on the field", async () => {
    const t = await setup();
    await t.user.click(await screen.findByRole('button', { name: 'Editar Sala Ipê' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar Espaço' });
    expect(within(dialog).getByLabelText(/Nome/)).toHaveValue('Sala Ipê');
    expect(within(dialog).getByLabelText('Recursos')).toHaveValue('wifi, projetor');
    expect(within(dialog).getByLabelText(/Preço por hora/)).toHaveValue('80,00');
    await t.user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    const update = await waitFor(() => operationNamed(t.environment, 'useUpdateSpaceMutation'));
    expect(update.request.variables.input).toMatchObject({ id: 'U3BhY2U6MQ==', name: 'Sala Ipê', capacity: 8, pricePerHour: '80.00' });
    act(() =>
      t.environment.mock.resolve(update, {
        data: null,
        errors: [{ message: 'Nome deve ter no máximo 120 caracteres', extensions: { code: 'VALIDATION', field: 'name' } }],
      }),
    );
    expect(await screen.findByText('Erro ao salvar espaço')).toBeInTheDocument();
    expect(screen.getAllByText('Nome deve ter no máximo 120 caracteres').length).toBeGreaterThanOrEqual(2);
  });

  it('asks before deactivating, listing the bookings it cancels, then sends the count it showed', async () => {
    const t = await setup();
    const toggle = await screen.findByRole('switch', { name: 'Ativo: Sala Ipê' });
    await t.user.click(toggle);
    const dialog = await screen.findByRole('dialog', { name: 'Desativar espaço' });
    act(() =>
      t.environment.mock.resolve(operationNamed(t.environment, 'DeleteSpaceDialogQuery'), {
        data: {
          space: { id: 'U3BhY2U6MQ==', name: 'Sala Ipê' },
          spaceRemovalPreview: {
            activeBookings: 1,
            totalBookings: 4,
            bookings: [{ id: 'QjE=', startsAt: '2031-03-11T13:00:00Z', status: 'CONFIRMED', user: { id: 'VTE=', fullName: 'Ana Souza' } }],
          },
        },
      }),
    );
    expect(await within(dialog).findByText(/Desativar o espaço "Sala Ipê"\? Ele deixa de aparecer para os usuários. 1 reserva ativa será cancelada/)).toBeInTheDocument();
    expect(within(dialog).getByText(/Ana Souza — 11\/03\/2031.*paga, será estornada/)).toBeInTheDocument();
    expect(toggle).toBeChecked();
    await t.user.click(within(dialog).getByRole('button', { name: 'Desativar e cancelar 1' }));
    const op = operationNamed(t.environment, 'useSetSpaceActiveMutation');
    expect(op.request.variables).toEqual({ input: { id: 'U3BhY2U6MQ==', isActive: false, expectedActiveBookings: 1 } });
    expect(toggle).not.toBeChecked();
    act(() => t.environment.mock.resolve(op, { data: { setSpaceActive: { space: { id: 'U3BhY2U6MQ==', isActive: false }, cancelledBookings: 1 } } }));
    expect(await screen.findByText('Espaço atualizado')).toBeInTheDocument();
    expect(screen.getByText('"Sala Ipê" está inativo; 1 reserva cancelada.')).toBeInTheDocument();
  });

  it('asks with the booking counts before deleting, then removes the card', async () => {
    const t = await setup();
    await t.user.click(await screen.findByRole('button', { name: 'Excluir Sala Ipê' }));
    const dialog = await screen.findByRole('dialog', { name: 'Excluir espaço' });
    expect(within(dialog).getByText('Verificando as reservas do espaço...')).toBeInTheDocument();
    const counts = operationNamed(t.environment, 'DeleteSpaceDialogQuery');
    expect(counts.request.variables).toEqual({ id: 'U3BhY2U6MQ==' });
    act(() =>
      t.environment.mock.resolve(counts, {
        data: {
          space: { id: 'U3BhY2U6MQ==', name: 'Sala Ipê' },
          spaceRemovalPreview: {
            activeBookings: 1,
            totalBookings: 4,
            bookings: [{ id: 'QjE=', startsAt: '2031-03-11T13:00:00Z', status: 'PENDING', user: { id: 'VTE=', fullName: 'Ana Souza' } }],
          },
        },
      }),
    );
    expect(
      await within(dialog).findByText(
        'Excluir o espaço "Sala Ipê"? O espaço sai das listas; as 4 reservas dele continuam no histórico e nos relatórios. 1 reserva ativa será cancelada — se paga, com estorno integral — e o cliente receberá um e-mail:',
        { exact: false },
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('list', { name: 'Reservas que serão canceladas' })).toHaveTextContent('Ana Souza');
    await t.user.click(within(dialog).getByRole('button', { name: 'Excluir e cancelar 1' }));
    const del = operationNamed(t.environment, 'useDeleteSpaceMutation');
    expect(del.request.variables.input).toEqual({ id: 'U3BhY2U6MQ==', expectedActiveBookings: 1 });
    act(() => t.environment.mock.resolve(del, { data: { deleteSpace: { deletedSpaceId: 'U3BhY2U6MQ==', deletedRecordId: 'U3BhY2U6MQ==', cancelledBookings: 1 } } }));
    expect(await screen.findByText('Espaço excluído')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getAllByRole('article').map((a) => a.getAttribute('aria-label'))).toEqual(['Cabine Buriti']);
  });

  it("shows 'Erro ao excluir espaço' when the delete fails", async () => {
    const t = await setup();
    await t.user.click(await screen.findByRole('button', { name: 'Excluir Cabine Buriti' }));
    const dialog = await screen.findByRole('dialog', { name: 'Excluir espaço' });
    act(() =>
      t.environment.mock.resolve(operationNamed(t.environment, 'DeleteSpaceDialogQuery'), {
        data: { space: { id: 'U3BhY2U6Mg==', name: 'Cabine Buriti' }, spaceRemovalPreview: { activeBookings: 0, totalBookings: 0, bookings: [] } },
      }),
    );
    expect(await within(dialog).findByText('Excluir o espaço "Cabine Buriti"? Esta ação não pode ser desfeita.')).toBeInTheDocument();
    await t.user.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    act(() =>
      t.environment.mock.resolve(operationNamed(t.environment, 'useDeleteSpaceMutation'), {
        data: null,
        errors: [{ message: 'Não encontrado.', extensions: { code: 'NOT_FOUND' } }],
      }),
    );
    expect(await screen.findByText('Erro ao excluir espaço')).toBeInTheDocument();
    expect(screen.getByText('Não encontrado.')).toBeInTheDocument();
  });

  it('a space deleted under one search does not break another cached search', async () => {
    const t = await setup();
    await screen.findByRole('article', { name: 'Sala Ipê' });
    const search = screen.getByRole('searchbox', { name: 'Buscar espaços' });
    const answer = (list: typeof spaces) => {
      const op = operationNamed(t.environment, 'AdminSpacesPageQuery');
      act(() => t.environment.mock.resolve(op, MockPayloadGenerator.generate(op, listResolvers(list))));
    };
    await t.user.type(search, 'ipe');
    await waitFor(() => expect(operationNamed(t.environment, 'AdminSpacesPageQuery').request.variables).toEqual({ filter: { search: 'ipe' } }));
    answer([spaces[0] as (typeof spaces)[number]]);
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Cabine Buriti' })).not.toBeInTheDocument());
    await t.user.clear(search);
    await screen.findByRole('article', { name: 'Cabine Buriti' });

    await t.user.click(screen.getByRole('button', { name: 'Excluir Sala Ipê' }));
    const dialog = await screen.findByRole('dialog', { name: 'Excluir espaço' });
    act(() =>
      t.environment.mock.resolve(operationNamed(t.environment, 'DeleteSpaceDialogQuery'), {
        data: { space: { id: 'U3BhY2U6MQ==', name: 'Sala Ipê' }, spaceRemovalPreview: { activeBookings: 0, totalBookings: 0, bookings: [] } },
      }),
    );
    await within(dialog).findByText('Excluir o espaço "Sala Ipê"? Esta ação não pode ser desfeita.');
    await t.user.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    act(() =>
      t.environment.mock.resolve(operationNamed(t.environment, 'useDeleteSpaceMutation'), {
        data: { deleteSpace: { deletedSpaceId: 'U3BhY2U6MQ==', deletedRecordId: 'U3BhY2U6MQ==', cancelledBookings: 0 } },
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // The cached 'ipe' list still has the deleted space's edge: it shows as empty.
    await t.user.type(search, 'ipe');
    expect(await screen.findByText('Nenhum espaço encontrado')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tentar novamente' })).not.toBeInTheDocument();
  });
});
