import { Suspense, useEffect, useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { graphql, usePreloadedQuery, useQueryLoader } from 'react-relay';
import type { PreloadedQuery } from 'react-relay';
import { LoadErrorBoundary } from '../../components/LoadErrorBoundary';
import { useToast } from '../../components/ToastProvider';
import { describeError } from '../../relay/errors';
import type { DeleteSpaceDialogQuery as Query } from './__generated__/DeleteSpaceDialogQuery.graphql';
import { deleteSpaceMessage } from './deleteSpaceMessage';
import { useDeleteSpace } from './useDeleteSpace';

const query = graphql`
  query DeleteSpaceDialogQuery($id: ID!) {
    space(id: $id) {
      id
      name
      # Read by deleteSpaceMessage.
      # eslint-disable-next-line relay/unused-fields
      bookingCounts {
        cancelled
        total
        active
      }
    }
  }
`;

/**
 * Asks before deleting a space. The question depends on the space's bookings, read
 * fresh from the server when the dialog opens: none, only cancelled ones, or active ones.
 */
export function DeleteSpaceDialog({
  space,
  onClose,
  connectionId,
}: {
  /** The space to delete; null when closed. */
  space: { id: string; name: string } | null;
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
      <DialogTitle id={titleId}>Excluir espaço</DialogTitle>
      <LoadErrorBoundary
        key={spaceId}
        title="Erro ao excluir espaço"
        onRetry={() => shown && loadQuery({ id: shown.id }, { fetchPolicy: 'network-only' })}
      >
        <Suspense fallback={<Checking textId={textId} onClose={onClose} />}>
          {queryRef && shown && (
            <Question queryRef={queryRef} fallbackName={shown.name} textId={textId} onClose={onClose} connectionId={connectionId} />
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
  textId,
  onClose,
  connectionId,
}: {
  queryRef: PreloadedQuery<Query>;
  fallbackName: string;
  textId: string;
  onClose: () => void;
  connectionId: string | null;
}) {
  const { space } = usePreloadedQuery<Query>(query, queryRef);
  const toast = useToast();
  const [deleteSpace, deleting] = useDeleteSpace();
  // Kept once known: deleting removes the record while the dialog is still fading out.
  const [known, setKnown] = useState(space);
  if (space && space !== known) setKnown(space);
  const shown = space ?? known;
  const name = shown?.name ?? fallbackName;
  const [deleted, setDeleted] = useState(false);

  const confirm = async () => {
    if (!space) return;
    try {
      const { deleteSpace: result } = await deleteSpace({
        variables: { input: { id: space.id }, connections: connectionId ? [connectionId] : [] },
      });
      toast({
        title: 'Espaço excluído',
        description:
          result.deletedBookings > 0
            ? `"${name}" e ${result.deletedBookings} reserva(s) foram excluídos.`
            : `"${name}" foi excluído.`,
      });
      setDeleted(true);
      onClose();
    } catch (error) {
      const { title, message } = describeError(error, 'Erro ao excluir espaço');
      toast({ title, description: message, variant: 'destructive' });
    }
  };

  return (
    <>
      <DialogContent>
        <DialogContentText id={textId}>
          {shown ? deleteSpaceMessage(name, shown.bookingCounts) : 'Este espaço não existe mais.'}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={deleting || deleted}>
          Cancelar
        </Button>
        <Button color="error" variant="contained" onClick={() => void confirm()} disabled={!space || deleting || deleted}>
          {deleting ? 'Excluindo...' : 'Excluir'}
        </Button>
      </DialogActions>
    </>
  );
}
