/**
 * The spaces filters (docs/screens.md, "Lists"): bounds of the sliders, the resource options, and how the
 * screens' filter state becomes the server's `SpaceFilter`.
 */

/** The resource options of the explore filter (docs/screens.md, "Lists"). */
export const RESOURCE_OPTIONS = [
  'wifi',
  'projetor',
  'quadro-branco',
  'ar-condicionado',
  'som',
  'palco',
  'computadores',
] as const;

/** How each resource reads on screen (the stored value is the slug). */
const RESOURCE_LABELS: Record<string, string> = {
  wifi: 'Wi-Fi',
  projetor: 'Projetor',
  'quadro-branco': 'Quadro branco',
  'ar-condicionado': 'Ar-condicionado',
  som: 'Som',
  palco: 'Palco',
  computadores: 'Computadores',
};

/** 'Ar-condicionado' for 'ar-condicionado'; an unknown slug reads with its dashes as spaces. */
export function resourceLabel(resource: string): string {
  const known = RESOURCE_LABELS[resource];
  if (known) return known;
  const text = resource.replace(/-/g, ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Capacity slider: 1 to 100 people, step 1; the top value means "no upper bound". */
export const CAPACITY_RANGE = { min: 1, max: 100, step: 1 } as const;
/** Price slider: R$ 0 to R$ 500 per hour, step 10; the top value means "no upper bound". */
export const PRICE_RANGE = { min: 0, max: 500, step: 10 } as const;

export type Range = readonly [number, number];

export const DEFAULT_CAPACITY: Range = [CAPACITY_RANGE.min, CAPACITY_RANGE.max];
export const DEFAULT_PRICE: Range = [PRICE_RANGE.min, PRICE_RANGE.max];

/** The explore screen's filters (search aside). */
export interface ExploreFilters {
  capacity: Range;
  price: Range;
  /** One resource, or 'all' ('Todos'). */
  resource: string;
}

export const DEFAULT_EXPLORE_FILTERS: ExploreFilters = { capacity: DEFAULT_CAPACITY, price: DEFAULT_PRICE, resource: 'all' };

/** How many items a page of spaces brings ('Carregar mais' brings the next). */
export const SPACES_PAGE_SIZE = 12;

/** The server's `SpaceFilter`, with only the bounds that restrict something. */
export interface SpaceFilterInput {
  search?: string;
  minCapacity?: number;
  maxCapacity?: number;
  minPrice?: string;
  maxPrice?: string;
  resources?: string[];
  isActive?: boolean;
}

export interface SpaceFilterState {
  search: string;
  capacity: Range;
  price?: Range;
  resources: readonly string[];
  /** Admins only. */
  status?: 'all' | 'active' | 'inactive';
}

/**
 * The filter sent to the server. A slider at its top sends no upper bound ('100+',
 * 'R$ 500+'); a slider at its bottom sends no lower bound; empty text sends no search.
 */
export function toSpaceFilter(state: SpaceFilterState): SpaceFilterInput {
  const filter: SpaceFilterInput = {};
  const search = state.search.trim();
  if (search) filter.search = search;
  const [minCapacity, maxCapacity] = state.capacity;
  if (minCapacity > CAPACITY_RANGE.min) filter.minCapacity = minCapacity;
  if (maxCapacity < CAPACITY_RANGE.max) filter.maxCapacity = maxCapacity;
  if (state.price) {
    const [minPrice, maxPrice] = state.price;
    if (minPrice > PRICE_RANGE.min) filter.minPrice = minPrice.toFixed(2);
    if (maxPrice < PRICE_RANGE.max) filter.maxPrice = maxPrice.toFixed(2);
  }
  if (state.resources.length > 0) filter.resources = [...state.resources];
  if (state.status === 'active') filter.isActive = true;
  if (state.status === 'inactive') filter.isActive = false;
  return filter;
}

/** The explore page's search text and filters as the server's filter (also the agenda's). */
export function exploreFilter(search: string, filters: ExploreFilters): SpaceFilterInput {
  return toSpaceFilter({
    search,
    capacity: filters.capacity,
    price: filters.price,
    resources: filters.resource === 'all' ? [] : [filters.resource],
  });
}

/** How many of the explore filters (besides the search text) restrict the list. */
export function exploreFilterCount(filters: ExploreFilters): number {
  return activeFilterCount({
    search: '',
    capacity: filters.capacity,
    price: filters.price,
    resources: filters.resource === 'all' ? [] : [filters.resource],
  });
}

/** How many filters (besides the search text) restrict the list: shown on 'Filtros'. */
export function activeFilterCount(state: SpaceFilterState): number {
  const filter = toSpaceFilter({ ...state, search: '' });
  let count = 0;
  if (filter.minCapacity !== undefined || filter.maxCapacity !== undefined) count++;
  if (filter.minPrice !== undefined || filter.maxPrice !== undefined) count++;
  if (filter.resources) count++;
  if (filter.isActive !== undefined) count++;
  return count;
}

/** '1 – 100+ pessoas', '4 – 20 pessoas'. */
export function capacityLabel([min, max]: Range): string {
  return `${min} – ${max >= CAPACITY_RANGE.max ? `${CAPACITY_RANGE.max}+` : max} pessoas`;
}

/** The label of one capacity thumb: '100+' at the top. */
export function capacityValueText(value: number): string {
  return value >= CAPACITY_RANGE.max ? `${CAPACITY_RANGE.max}+` : String(value);
}

/** The label of one price thumb: 'R$ 500+' at the top. */
export function priceValueText(value: number): string {
  return value >= PRICE_RANGE.max ? `R$ ${PRICE_RANGE.max}+` : `R$ ${value}`;
}

/** 'R$ 0 – R$ 500+'. */
export function priceLabel([min, max]: Range): string {
  return `${priceValueText(min)} – ${priceValueText(max)}`;
}

/** '1 espaço encontrado', '12 espaços encontrados'. */
export function resultCountLabel(count: number): string {
  return count === 1 ? '1 espaço encontrado' : `${count.toLocaleString('pt-BR')} espaços encontrados`;
}
