import { useId, useRef, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { SeriesScopeField } from '../../components/booking/SeriesScopeField';
import { useTextLimits } from '../../components/FormatProvider';

export const REASON_REQUIRED = 'Informe o motivo do cancelamento.';
export const DECLINE_REASON_REQUIRED = 'Informe o motivo da recusa.';

/**
 * An admin cancels someone's booking, or declines their request (`decline`): the reason
 * is required and shown to the owner (docs/booking-lifecycle.md, docs/scheduling.md). A
 * paid booking is refunded in full, and the dialog says so. An occurrence of a series
 * (`inSeries`) may be cancelled with every later one ('Esta e as seguintes da série').
 */
export function AdminCancelBookingDialog({
  open,
  who,
  spaceName,
  paid,
  decline,
  inSeries = false,
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
  /** Cancelling an occurrence of a series: offer 'this and following'. */
  inSeries?: boolean;
  /** `following`: this occurrence and every later active one of its series. */
  onConfirm: (reason: string, following: boolean) => void;
  onClose: () => void;
}) {
  const [following, setFollowing] = useState(false);
  const { cancelReasonMax } = useTextLimits();
  const field = useRef<HTMLTextAreaElement>(null);
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
        confirm: following ? 'Cancelar reservas' : 'Cancelar reserva',
      };
  const lead =
    !decline && following
      ? `Esta reserva de ${who} em ${spaceName} e todas as seguintes ainda ativas da série serão canceladas, e os horários ficarão livres. `
      : text.lead;
  const refund = paid
    ? following
      ? 'As reservas pagas serão estornadas integralmente. '
      : `O valor pago (${paid}) será estornado integralmente. `
    : following
      ? 'As reservas já pagas serão estornadas integralmente. '
      : '';
  const titleId = useId();
  const textId = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setReason('');
    setError(null);
    setFollowing(false);
    onClose();
  };
  const submit = () => {
    const trimmed = reason.trim();
    // A refusal moves focus to the field, whose helper text (its description) says why.
    if (!trimmed) {
      setError(text.required);
      field.current?.focus();
      return;
    }
    if (trimmed.length > cancelReasonMax) {
      setError(`O motivo deve ter no máximo ${cancelReasonMax} caracteres.`);
      field.current?.focus();
      return;
    }
    close();
    onConfirm(trimmed, following);
  };
  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} aria-describedby={textId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{text.title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>
          {lead}
          {refund}
          {`${who} receberá um e-mail com o motivo.`}
        </DialogContentText>
        {inSeries && !decline && (
          <SeriesScopeField action="cancel" following={following} onChange={setFollowing} />
        )}
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
          inputRef={field}
          slotProps={{ htmlInput: { maxLength: cancelReasonMax + 1 } }}
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
