/* eslint-disable relay/unused-fields -- the rows are read here once and go whole to AgendaGrid or AgendaList, which share the layout helpers. */
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { graphql, useFragment } from 'react-relay';
import type { AgendaView_rows$data, AgendaView_rows$key } from './__generated__/AgendaView_rows.graphql';
import { AgendaGrid } from './AgendaGrid';
import { AgendaList } from './AgendaList';

export type AgendaRow = AgendaView_rows$data[number];

/** Where a booking was picked on the agenda: the form opens on these hours. */
export interface AgendaPickTarget {
  spaceId: string;
  startsAt: string;
  endsAt: string;
}

/**
 * The agenda's rows: a grid of hours on wide screens, a list per row on a phone (both
 * book in two steps: pick, then confirm in the form).
 */
export function AgendaView({
  rows,
  week,
  onPick,
  onWeek,
}: {
  rows: AgendaView_rows$key;
  /** Rows are the days of one space (else the spaces of one day). */
  week: boolean;
  onPick: (target: AgendaPickTarget) => void;
  /** Show a space's week. */
  onWeek: (spaceId: string) => void;
}) {
  const data = useFragment(
    graphql`
      fragment AgendaView_rows on AgendaDay @relay(plural: true) {
        id
        date
        space {
          id
          name
          capacity
          isActive
        }
        availability {
          closedReason
          slots {
            minuteOfDay
            startsAt
            endsAt
            available
            buffer
            canStart
            tooSoon
          }
          rules {
            minDurationMinutes
            maxDurationMinutes
          }
        }
        bookings {
          startsAt
          endsAt
          status
          mine
          ownerName
        }
      }
    `,
    rows,
  );
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('md'));
  return phone ? (
    <AgendaList rows={data} week={week} onPick={onPick} onWeek={onWeek} />
  ) : (
    <AgendaGrid rows={data} week={week} onPick={onPick} onWeek={onWeek} />
  );
}
