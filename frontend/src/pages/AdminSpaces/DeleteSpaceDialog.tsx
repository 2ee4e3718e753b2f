import { Suspense, useEffect, useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { graphql, usePreloadedQuery, useQueryLoader } from 'react-relay';
import type { PreloadedQuery } from 'react-relay';
import { LoadErrorBoundary } from '../../components/LoadErrorBoundary';
import { useToast } from '../../components/ToastProvider';
import { countOf, formatDateTime } from '../../lib/format';
import { describeError } from '../../relay/errors';
import type { DeleteSpaceDialogQuery as Query } from './__generated__/DeleteSpaceDialogQuery.graphql';
import { removalMessage } from './deleteSpaceMessage';
import { useDeleteSpace } from './useDeleteSpace';
import { useSetSpaceActive } from './useSetSpaceActive';

const query = graphql`
  query DeleteSpaceDialogQuery($id: ID!) {
    space(id: $id) {
      id
      name
    }
    spaceRemovalPreview(id: $id) {
      activeBookings
      # Read by removalMessage.
      # eslint-disable-next-line relay/unused-fields
      totalBookings
      bookings {
        id
        startsAt
        status
        user {
          fullName
        }
      }
    }
  }
`;

/** Deleting, or only deactivating (hidden from users, kept for the admin). */
export type RemovalMode = 'delete' | 'deactivate';

/**
 * Asks before deleting or deactivating a space (docs/booking-lifecycle.md, "Removing a
 * space"). The space's active bookings are read fresh when the dialog opens and listed
 * with their owners; confirming sends back how many were shown, so the server cancels
 * exactly those (refunding paid ones) or refuses if they changed meanwhile.
 */
export function DeleteSpaceDialog({
  space,
  onClose,
  connectionId,
}: {
  /** The space to remove and how; null when closed. */
  space: { id: string; name: string; mode?: RemovalMode } | null;
  onClose: () => void;
  connectionId: string | null;
}) {
  const titleId = useId();
  const textId = useId();
  const [queryRef, loadQuery, dispose] = useQueryLoader<Query>(query);
  // The last space asked about, kept while the dialog closes.
  const [shown, setShown] = useState(space);
  if (space && space !== shown) setShown(space);
  const spaceId = space?.id;

  useEffect(() => {
    if (!spaceId) return;
    loadQuery({ id: spaceId }, { fetchPolicy: 'network-only' });
  }, [spaceId, loadQuery]);
  return (
    <Dialog
      open={space !== null}
      onClose={onClose}
      aria-labelledby={titleId}
      aria-describedby={textId}
      slotProps={{ transition: { onExited: dispose } }}
    >
      <DialogTitle id={titleId}>{shown?.mode === 'deactivate' ? 'Desativar espaço' : 'Excluir espaço'}</DialogTitle>
      <LoadErrorBoundary
        key={spaceId}
        title="Erro ao excluir espaço"
        onRetry={() => shown && loadQuery({ id: shown.id }, { fetchPolicy: 'network-only' })}
      >
        <Suspense fallback={<Checking textId={textId} onClose={onClose} />}>
          {queryRef && shown && (
            <Question
              queryRef={queryRef}
              fallbackName={shown.name}
              mode={shown.mode ?? 'delete'}
              textId={textId}
              onClose={onClose}
              connectionId={connectionId}
            />
          )}
        </Suspense>
      </LoadErrorBoundary>
    </Dialog>
  );
}

function Checking({ textId, onClose }: { textId: string; onClose: () => void }) {
  return (
    <>
      <DialogContent>
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <CircularProgress size={20} aria-hidden="true" />
          <DialogContentText id={textId}>Verificando as reservas do espaço...</DialogContentText>
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancelar</Button>
        <Button color="error" variant="contained" disabled>
          Excluir
        </Button>
      </DialogActions>
    </>
  );
}

function Question({
  queryRef,
  fallbackName,
  mode,
  textId,
  onClose,
  connectionId,
}: {
  queryRef: PreloadedQuery<Query>;
  fallbackName: string;
  mode: RemovalMode;
  textId: string;
  onClose: () => void;
  connectionId: string | null;
}) {
  const { space, spaceRemovalPreview: preview } = usePreloadedQuery<Query>(query, queryRef);
  const toast = useToast();
  const [deleteSpace, deletingSpace] = useDeleteSpace();
  const [setActive, deactivating] = useSetSpaceActive();
  const deleting = deletingSpace || deactivating;
  // Kept once known: deleting removes the record while the dialog is still fading out.
  const [known, setKnown] = useState(space);
  if (space && space !== known) setKnown(space);
  const shown = space ?? known;
  const name = shown?.name ?? fallbackName;
  const [deleted, setDeleted] = useState(false);

  const [knownPreview, setKnownPreview] = useState(preview);
  if (preview && preview !== knownPreview) setKnownPreview(preview);
  const counts = preview ?? knownPreview;
  const expected = counts?.activeBookings ?? 0;

  const confirm = async () => {
    if (!space) return;
    try {
      let cancelled: number;
      if (mode === 'deactivate') {
        cancelled = (await setActive(space.id, false, expected)).setSpaceActive.cancelledBookings;
      } else {
        const { deleteSpace: result } = await deleteSpace({
          variables: {
            input: { id: space.id, expectedActiveBookings: expected },
            connections: connectionId ? [connectionId] : [],
          },
        });
        cancelled = result.cancelledBookings;
      }
      const done = mode === 'deactivate' ? 'está inativo' : 'foi excluído';
      toast({
        title: mode === 'deactivate' ? 'Espaço atualizado' : 'Espaço excluído',
        description:
          cancelled > 0
            ? `"${name}" ${done}; ${countOf(cancelled, 'reserva cancelada', 'reservas canceladas')}.`
            : `"${name}" ${done}.`,
      });
      setDeleted(true);
      onClose();
    } catch (error) {
      const { title, message } = describeError(error, mode === 'deactivate' ? 'Erro ao salvar espaço' : 'Erro ao excluir espaço');
      toast({ title, description: message, variant: 'destructive' });
    }
  };

  const verb = mode === 'deactivate' ? 'Desativar' : 'Excluir';
  return (
    <>
      <DialogContent>
        <DialogContentText id={textId}>
          {shown && counts ? removalMessage(name, mode, counts) : 'Este espaço não existe mais.'}
        </DialogContentText>
        {counts && counts.bookings.length > 0 && (
          <Box component="ul" aria-label="Reservas que serão canceladas" sx={{ pl: 2.5, mt: 1, mb: 0, maxHeight: 240, overflowY: 'auto' }}>
            {counts.bookings.map((b) => (
              <li key={b.id}>
                <Typography variant="body2">
                  {`${b.user.fullName} — ${formatDateTime(b.startsAt)} (${b.status === 'CONFIRMED' ? 'paga, será estornada' : 'aguardando pagamento'})`}
                </Typography>
              </li>
            ))}
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={deleting || deleted}>
          Voltar
        </Button>
        <Button color="error" variant="contained" onClick={() => void confirm()} disabled={!space || deleting || deleted}>
          {deleting ? `${verb === 'Excluir' ? 'Excluindo' : 'Desativando'}...` : expected > 0 ? `${verb} e cancelar ${expected}` : verb}
        </Button>
      </DialogActions>
    </>
  );
}
