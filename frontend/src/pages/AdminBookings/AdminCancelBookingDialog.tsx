import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';

export const REASON_REQUIRED = 'Informe o motivo do cancelamento.';
export const REASON_MAX = 500;

/**
 * An admin cancels someone's booking: the reason is required and shown to the owner
 * (docs/booking-lifecycle.md). A paid booking is refunded in full, and the dialog says so.
 */
export function AdminCancelBookingDialog({
  open,
  who,
  spaceName,
  paid,
  onConfirm,
  onClose,
}: {
  open: boolean;
  who: string;
  spaceName: string;
  /** The amount to refund, formatted, when the booking was paid. */
  paid: string | null;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}) {
  const titleId = useId();
  const textId = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setReason('');
    setError(null);
    onClose();
  };
  const submit = () => {
    const trimmed = reason.trim();
    if (!trimmed) {
      setError(REASON_REQUIRED);
      return;
    }
    if (trimmed.length > REASON_MAX) {
      setError('O motivo deve ter no máximo 500 caracteres.');
      return;
    }
    close();
    onConfirm(trimmed);
  };
  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} aria-describedby={textId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>Cancelar reserva?</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>
          {`A reserva de ${who} em ${spaceName} será cancelada e o horário ficará livre. `}
          {paid ? `O valor pago (${paid}) será estornado integralmente. ` : ''}
          {`${who} receberá um e-mail com o motivo.`}
        </DialogContentText>
        <TextField
          autoFocus
          fullWidth
          multiline
          minRows={2}
          margin="normal"
          label="Motivo do cancelamento"
          required
          value={reason}
          onChange={(e) => {
            setReason(e.target.value);
            if (error) setError(null);
          }}
          error={Boolean(error)}
          helperText={error ?? 'Obrigatório. Aparece para o cliente.'}
          slotProps={{ htmlInput: { maxLength: REASON_MAX + 1 } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>Voltar</Button>
        <Button color="error" variant="contained" onClick={submit}>
          Cancelar reserva
        </Button>
      </DialogActions>
    </Dialog>
  );
}
