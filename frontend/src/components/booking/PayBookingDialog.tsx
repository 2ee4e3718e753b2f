import { useId } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useFormik } from 'formik';
import { graphql, useFragment } from 'react-relay';
import { useFormatters } from '../FormatProvider';
import { PayDeadline } from '../PayDeadline';
import { useToast } from '../ToastProvider';
import { formatCurrency } from '../../lib/format';
import { formatCardNumber, formatExpiry } from '../../lib/payment';
import { useFocusFirstInvalid } from '../../lib/useSubmitValidation';
import { paymentSchema } from '../../lib/validation';
import type { PaymentValues } from '../../lib/validation';
import { describeError } from '../../relay/errors';
import type { PayBookingDialog_booking$key } from './__generated__/PayBookingDialog_booking.graphql';
import { usePayBookingMutation } from './usePayBookingMutation';

const initialValues: PaymentValues = { cardNumber: '', expiry: '', cvc: '', name: '' };

/**
 * The pay dialog (simulated payment) for one booking: only the booking's id is sent.
 */
export function PayBookingDialog({
  booking,
  open,
  onClose,
  onPaid,
}: {
  booking: PayBookingDialog_booking$key;
  open: boolean;
  onClose: () => void;
  onPaid?: () => void;
}) {
  const data = useFragment(
    graphql`
      fragment PayBookingDialog_booking on Booking {
        id
        startsAt
        endsAt
        totalPrice
        payBy
        space {
          name
        }
      }
    `,
    booking,
  );
  const format = useFormatters();
  const [pay, paying] = usePayBookingMutation();
  return (
    <CardPaymentDialog
      open={open}
      onClose={onClose}
      onPaid={onPaid}
      paying={paying}
      pay={() => pay({ variables: { input: { bookingId: data.id } } })}
      summary={`${data.space.name} · ${format.date(data.startsAt)}, ${format.time(data.startsAt)}–${format.time(data.endsAt)}`}
      total={data.totalPrice}
      payBy={data.payBy}
      paid={{ title: 'Reserva Confirmada!', description: 'Pagamento aprovado. Sua reserva está confirmada.' }}
    />
  );
}

/**
 * The card form of a simulated payment: the card number must pass Luhn, the expiry not
 * have passed and the CVC have 3–4 digits. 'Pagar' is always there to press: a refused
 * submit says what is wrong under each field and moves focus to the first one
 * (docs/accessibility.md, "Forms"); while paying it stays focusable (`aria-disabled`).
 * The card never leaves the browser; `pay` sends only what is being paid for.
 */
export function CardPaymentDialog({
  open,
  onClose,
  onPaid,
  paying,
  pay,
  summary,
  total,
  payBy,
  paid,
}: {
  open: boolean;
  onClose: () => void;
  onPaid?: () => void;
  paying: boolean;
  pay: () => Promise<unknown>;
  summary: string;
  total: string | number;
  payBy: string | null | undefined;
  paid: { title: string; description: string };
}) {
  const toast = useToast();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();

  const formik = useFormik<PaymentValues>({
    initialValues,
    validationSchema: paymentSchema,
    validateOnMount: true,
    onSubmit: async () => {
      if (paying) return;
      try {
        await pay();
        toast(paid);
        formik.resetForm();
        onClose();
        onPaid?.();
      } catch (error) {
        const { title, message } = describeError(error, 'Erro na confirmação');
        toast({ title, description: message, variant: 'destructive' });
      }
    },
  });
  // While typing, a field is judged once it has a value; after a submit, every field is.
  const fieldError = (name: keyof PaymentValues) =>
    formik.touched[name] && (formik.values[name] || formik.submitCount > 0) ? formik.errors[name] : undefined;
  const formRef = useFocusFirstInvalid(formik);

  const close = () => {
    if (paying) return;
    formik.resetForm();
    onClose();
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="xs" fullScreen={fullScreen}>
      <form ref={formRef} noValidate onSubmit={formik.handleSubmit}>
        <DialogTitle id={titleId}>Pagamento</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <Typography color="text.secondary">
              {summary}
              <br />
              Total:{' '}
              <Typography component="strong" sx={{ fontWeight: 700, color: 'text.primary' }}>
                {formatCurrency(total)}
              </Typography>
            </Typography>
            <PayDeadline payBy={payBy} />
            <TextField
              label="Número do cartão"
              name="cardNumber"
              value={formik.values.cardNumber}
              onChange={(e) => void formik.setFieldValue('cardNumber', formatCardNumber(e.target.value))}
              onBlur={formik.handleBlur}
              error={Boolean(fieldError('cardNumber'))}
              helperText={fieldError('cardNumber')}
              placeholder="0000 0000 0000 0000"
              autoComplete="cc-number"
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              fullWidth
              autoFocus
            />
            {/* Side by side from sm up: at 390 px the expiry's label would be cut. */}
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                label="Validade (MM/AA)"
                name="expiry"
                value={formik.values.expiry}
                onChange={(e) => void formik.setFieldValue('expiry', formatExpiry(e.target.value))}
                onBlur={formik.handleBlur}
                error={Boolean(fieldError('expiry'))}
                helperText={fieldError('expiry')}
                placeholder="MM/AA"
                autoComplete="cc-exp"
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                fullWidth
              />
              <TextField
                label="CVC"
                name="cvc"
                value={formik.values.cvc}
                onChange={(e) => void formik.setFieldValue('cvc', e.target.value.replace(/\D/g, '').slice(0, 4))}
                onBlur={formik.handleBlur}
                error={Boolean(fieldError('cvc'))}
                helperText={fieldError('cvc')}
                placeholder="123"
                autoComplete="cc-csc"
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                fullWidth
              />
            </Stack>
            <TextField
              label="Nome no cartão"
              name="name"
              value={formik.values.name}
              onChange={formik.handleChange}
              onBlur={formik.handleBlur}
              autoComplete="cc-name"
              fullWidth
            />
            <Alert severity="info" variant="outlined" role="note">
              Pagamento simulado: os dados do cartão não saem do seu navegador.
            </Alert>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={paying}>
            Cancelar
          </Button>
          <Button type="submit" variant="contained" aria-disabled={paying || undefined}>
            {paying ? 'Pagando...' : 'Pagar'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
