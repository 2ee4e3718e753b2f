import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';

export interface BookingFormDialogProps {
  open: boolean;
  onClose: () => void;
  spaceId: string | null;
}

/** The booking form (SPEC §5). Shell: the full form is being built. */
export default function BookingFormDialog({ open, onClose }: BookingFormDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>Nova Reserva</DialogTitle>
      <DialogContent />
      <DialogActions>
        <Button onClick={onClose}>Cancelar</Button>
      </DialogActions>
    </Dialog>
  );
}
