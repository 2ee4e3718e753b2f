import { Suspense, lazy, useEffect, useMemo, useRef, useState, useTransition } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import IconButton from '@mui/material/IconButton';
import InputLabel from '@mui/material/InputLabel';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import EventAvailable from '@mui/icons-material/EventAvailable';
import { graphql, usePreloadedQuery, useQueryLoader } from 'react-relay';
import type { PreloadedQuery } from 'react-relay';
import { useSessionStore } from '../../auth/SessionProvider';
import { useFormatters } from '../../components/FormatProvider';
import { LoadErrorBoundary } from '../../components/LoadErrorBoundary';
import { LoadingOutline, RowsOutline, TableOutline } from '../../components/ContentSkeleton';
import { ExploreFiltersPanel } from '../../components/spaces/ExploreFiltersPanel';
import { usePageTitle } from '../../components/usePageTitle';
import { objectKey } from '../../lib/objectKey';
import { businessDate, serverNow } from '../../lib/serverTime';
import { DEFAULT_EXPLORE_FILTERS, exploreFilter } from '../../lib/spaces';
import type { ExploreFilters } from '../../lib/spaces';
import { useDebouncedValue } from '../../lib/useDebouncedValue';
import { useRouteQuery } from '../../relay/preload';
import type { AgendaPageQuery as Query } from './__generated__/AgendaPageQuery.graphql';
import { addDays, noonOf, weekdayOf } from './agendaDates';
import { agendaVariables, placeSearch } from './agendaUrl';
import type { AgendaPlace } from './agendaUrl';
import { AgendaView } from './AgendaView';
import { FreeSpaceDialog } from './FreeSpaceDialog';
import type { AgendaPickTarget } from './AgendaView';
import { useAgendaLive } from './useAgendaLive';
import { AgendaDateField } from './AgendaDateField';

const BookingFormDialog = lazy(() => import('../../components/booking/BookingFormDialog'));

export const agendaPageQuery = graphql`
  query AgendaPageQuery($input: AgendaInput!, $week: Boolean!) {
    agenda(input: $input) {
      days
      truncated
      rows {
        space {
          id
          name
        }
        ...AgendaView_rows
      }
    }
    appConfig {
      timeZone
    }
    spaces(first: 100) @include(if: $week) {
      edges {
        node {
          id
          name
        }
      }
    }
  }
`;

/** /agenda: the live scheduler grid (docs/calendar.md). */
export default function AgendaPage() {
  const queryRef = useRouteQuery<Query>();
  return queryRef ? <Agenda key={objectKey(queryRef)} initialQueryRef={queryRef} /> : null;
}

export function Agenda({ initialQueryRef }: { initialQueryRef: PreloadedQuery<Query> }) {
  usePageTitle('Agenda');
  const [queryRef, loadQuery] = useQueryLoader<Query>(agendaPageQuery, initialQueryRef);
  const initial = initialQueryRef.variables.input;
  const [place, setPlace] = useState<AgendaPlace>({ date: initial.date ?? null, space: initial.spaceIds?.[0] ?? null });
  const [search, setSearch] = useState('');
  const [filters, setFilters] = useState<ExploreFilters>(DEFAULT_EXPLORE_FILTERS);
  const [booking, setBooking] = useState<(AgendaPickTarget & { open: boolean }) | null>(null);
  const [isPending, startTransition] = useTransition();
  const [finder, setFinder] = useState(false);
  // The day on screen (the server's today when the address names none).
  const [shownDate, setShownDate] = useState<string | null>(null);
  const [finderShown, setFinderShown] = useState(false);
  if (finder && !finderShown) setFinderShown(true);

  const debouncedSearch = useDebouncedValue(search);
  const debouncedFilters = useDebouncedValue(filters);
  const variables = useMemo(
    () => agendaVariables(place, exploreFilter(debouncedSearch, debouncedFilters)),
    [place, debouncedSearch, debouncedFilters],
  );
  const variablesKey = JSON.stringify(variables);
  const loadedKey = useRef(JSON.stringify(initialQueryRef.variables));
  useEffect(() => {
    if (variablesKey === loadedKey.current) return;
    loadedKey.current = variablesKey;
    startTransition(() => loadQuery(variables, { fetchPolicy: 'store-and-network' }));
  }, [variablesKey, variables, loadQuery]);

  const go = (next: AgendaPlace) => {
    setPlace(next);
    // The address follows (a reload or a shared link opens here) without a navigation:
    // the router would reload the layout's query too.
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${placeSearch(next)}`);
  };
  const retry = () => loadQuery(variables, { fetchPolicy: 'network-only' });
  const clearFilters = () => {
    setSearch('');
    setFilters(DEFAULT_EXPLORE_FILTERS);
  };

  return (
    <Stack spacing={3}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'flex-start' } }}
      >
        <div>
          <Typography variant="h1">Agenda</Typography>
          <Typography color="text.secondary">Veja os horários livres de cada espaço e reserve direto na grade.</Typography>
        </div>
        <Button variant="contained" startIcon={<EventAvailable />} onClick={() => setFinder(true)} sx={{ flexShrink: 0 }}>
          Encontrar espaço livre
        </Button>
      </Stack>
      <LoadErrorBoundary title="Erro ao carregar a agenda" onRetry={retry}>
        <Suspense fallback={<AgendaOutline />}>
          {queryRef && (
            <AgendaContent
              queryRef={queryRef}
              place={place}
              onGo={go}
              isPending={isPending}
              onPick={(target) => setBooking({ ...target, open: true })}
              onDay={setShownDate}
              filtersPanel={
                place.space === null && (
                  <ExploreFiltersPanel
                    search={search}
                    onSearch={setSearch}
                    filters={filters}
                    onFilters={setFilters}
                    onClear={clearFilters}
                  />
                )
              }
            />
          )}
        </Suspense>
      </LoadErrorBoundary>
      {finderShown && (
        <FreeSpaceDialog
          open={finder}
          onClose={() => setFinder(false)}
          initialDate={shownDate ?? place.date ?? ''}
          onPick={(target) => {
            setFinder(false);
            setBooking({ ...target, open: true });
          }}
        />
      )}
      {booking && (
        <Suspense fallback={null}>
          <BookingFormDialog
            open={booking.open}
            spaceId={booking.spaceId}
            preset={{ startsAt: booking.startsAt, endsAt: booking.endsAt }}
            onClose={() => setBooking((current) => current && { ...current, open: false })}
          />
        </Suspense>
      )}
    </Stack>
  );
}

function AgendaContent({
  queryRef,
  place,
  onGo,
  isPending,
  onPick,
  onDay,
  filtersPanel,
}: {
  queryRef: PreloadedQuery<Query>;
  place: AgendaPlace;
  onGo: (place: AgendaPlace) => void;
  isPending: boolean;
  onPick: (target: AgendaPickTarget) => void;
  onDay: (date: string) => void;
  filtersPanel: React.ReactNode;
}) {
  const data = usePreloadedQuery<Query>(agendaPageQuery, queryRef);
  const session = useSessionStore();
  const { date: formatDate } = useFormatters();
  const { days, rows, truncated } = data.agenda;
  const first = days[0] ?? '';
  const week = queryRef.variables.week;
  const spaceIds = useMemo(() => [...new Set(rows.map((r) => r.space.id))], [rows]);
  useAgendaLive(first, days.length, spaceIds);
  useEffect(() => onDay(first), [first, onDay]);

  const step = week ? 7 : 1;
  const today = () => businessDate(serverNow(session.accessToken()), data.appConfig.timeZone);
  const spaceName = rows[0]?.space.name ?? '';
  const heading = week
    ? `${spaceName}: ${formatDate(noonOf(first))} a ${formatDate(noonOf(days[days.length - 1] ?? first))}`
    : `${weekdayOf(first)}, ${formatDate(noonOf(first))}`;
  const spaces = data.spaces?.edges.map((e) => e.node) ?? [];

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' }, flexWrap: 'wrap' }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={week ? 'week' : 'day'}
          aria-label="Vista"
          onChange={(_, value: 'day' | 'week' | null) => {
            if (value === 'day') onGo({ date: first, space: null });
            if (value === 'week' && rows[0]) onGo({ date: first, space: rows[0].space.id });
          }}
        >
          <ToggleButton value="day">Dia</ToggleButton>
          <ToggleButton value="week" disabled={!week && rows.length === 0}>
            Semana
          </ToggleButton>
        </ToggleButtonGroup>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <IconButton aria-label={week ? 'Semana anterior' : 'Dia anterior'} onClick={() => onGo({ ...place, date: addDays(first, -step) })}>
            <ChevronLeft />
          </IconButton>
          <Button variant="outlined" size="small" onClick={() => onGo({ ...place, date: today() })}>
            Hoje
          </Button>
          <IconButton aria-label={week ? 'Próxima semana' : 'Próximo dia'} onClick={() => onGo({ ...place, date: addDays(first, step) })}>
            <ChevronRight />
          </IconButton>
          <AgendaDateField value={first} onChange={(date) => onGo({ ...place, date })} />
        </Stack>
        {week && (
          <FormControl size="small" sx={{ minWidth: '14rem' }}>
            <InputLabel id="agenda-space-label">Espaço</InputLabel>
            <Select
              labelId="agenda-space-label"
              label="Espaço"
              value={place.space ?? ''}
              onChange={(event) => onGo({ ...place, space: String(event.target.value) })}
            >
              {spaces.map((s) => (
                <MenuItem key={s.id} value={s.id}>
                  {s.name}
                </MenuItem>
              ))}
            </Select>
          </FormControl>
        )}
      </Stack>
      {filtersPanel}
      <Typography variant="h2" sx={{ fontSize: '1.125rem', '&::first-letter': { textTransform: 'uppercase' } }}>
        {heading}
      </Typography>
      {truncated && (
        <Alert severity="info">Há mais espaços do que cabem na agenda. Use a busca ou os filtros para ver os outros.</Alert>
      )}
      <Box sx={{ position: 'relative' }}>
        {isPending && <LinearProgress aria-label="Atualizando a agenda" sx={{ position: 'absolute', top: -8, left: 0, right: 0 }} />}
        {rows.length === 0 ? (
          <Typography color="text.secondary">Nenhum espaço encontrado com esses filtros.</Typography>
        ) : (
          <AgendaView rows={rows} week={week} onPick={onPick} onWeek={(space) => onGo({ date: first, space })} />
        )}
      </Box>
    </Stack>
  );
}

/** The grid's outline (the cards' below 900 px, where each row becomes a card) while the day loads. */
function AgendaOutline() {
  return (
    <LoadingOutline label="Carregando a agenda...">
      <Box sx={{ display: { xs: 'none', md: 'block' } }}>
        <TableOutline columns={8} rows={6} />
      </Box>
      <Box sx={{ display: { md: 'none' } }}>
        <RowsOutline rows={3} height={160} />
      </Box>
    </LoadingOutline>
  );
}
