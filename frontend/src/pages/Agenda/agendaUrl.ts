import type { AgendaPageQuery$variables } from './__generated__/AgendaPageQuery.graphql';
import { isDateKey } from './agendaDates';

/** What the address of /agenda says: the day, and the space whose week is shown. */
export interface AgendaPlace {
  date: string | null;
  /** A space's week; null: every space on one day. */
  space: string | null;
}

export function placeFromUrl(url: string): AgendaPlace {
  const params = new URL(url).searchParams;
  const date = params.get('date');
  const space = params.get('space');
  return { date: isDateKey(date) ? date : null, space: space || null };
}

export function agendaVariables(place: AgendaPlace, filter: AgendaPageQuery$variables['input']['filter'] = null): AgendaPageQuery$variables {
  const week = place.space !== null;
  return {
    input: { date: place.date, days: week ? 7 : 1, spaceIds: week ? [place.space!] : null, filter: week ? null : filter },
    week,
  };
}

export function placeSearch(place: AgendaPlace): string {
  const params = new URLSearchParams();
  if (place.date) params.set('date', place.date);
  if (place.space) params.set('space', place.space);
  const text = params.toString();
  return text ? `?${text}` : '';
}
