import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';

export const REASON_REQUIRED = 'Informe o motivo do cancelamento.';
export const DECLINE_REASON_REQUIRED = 'Informe o motivo da recusa.';
export const REASON_MAX = 500;

/**
 * An admin cancels someone's booking, or declines their request (`decline`): the reason
 * is required and shown to the owner (docs/booking-lifecycle.md, docs/scheduling.md). A
 * paid booking is refunded in full, and the dialog says so.
 */
export function AdminCancelBookingDialog({
  open,
  who,
  spaceName,
  paid,
  decline,
  onConfirm,
  onClose,
}: {
  open: boolean;
  who: string;
  spaceName: string;
  /** The amount to refund, formatted, when the booking was paid. */
  paid: string | null;
  /** Declining a request awaiting approval; `series`: every occurrence still waiting. */
  decline?: { series: boolean };
  onConfirm: (reason: string) => void;
  onClose: () => void;
}) {
  const text = decline
    ? {
        title: decline.series ? 'Recusar a série?' : 'Recusar pedido?',
        lead: decline.series
          ? `Todas as ocorrências da série de ${who} em ${spaceName} que aguardam aprovação serão recusadas e os horários ficarão livres. `
          : `O pedido de ${who} em ${spaceName} será recusado e o horário ficará livre. `,
        label: 'Motivo da recusa',
        required: DECLINE_REASON_REQUIRED,
        confirm: decline.series ? 'Recusar série' : 'Recusar pedido',
      }
    : {
        title: 'Cancelar reserva?',
        lead: `A reserva de ${who} em ${spaceName} será cancelada e o horário ficará livre. `,
        label: 'Motivo do cancelamento',
        required: REASON_REQUIRED,
        confirm: 'Cancelar reserva',
      };
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
      setError(text.required);
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
      <DialogTitle id={titleId}>{text.title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>
          {text.lead}
          {paid ? `O valor pago (${paid}) será estornado integralmente. ` : ''}
          {`${who} receberá um e-mail com o motivo.`}
        </DialogContentText>
        <TextField
          autoFocus
          fullWidth
          multiline
          minRows={2}
          margin="normal"
          label={text.label}
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
          {text.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
