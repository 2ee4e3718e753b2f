import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { PasswordField } from '../../components/PasswordField';
import { describeError, fieldErrors } from '../../relay/errors';

/**
 * Asks for the password (and, with two-factor sign-in, a code from the app or a recovery
 * code) before a security action; the server checks both and its refusals show at the
 * fields they name. Render it only while open, so each opening starts empty.
 */
export function PasswordAndCodeDialog({
  title,
  children,
  needsCode,
  confirmLabel,
  busyLabel,
  danger = false,
  onConfirm,
  onClose,
}: {
  title: string;
  children?: ReactNode;
  needsCode: boolean;
  confirmLabel: string;
  busyLabel: string;
  danger?: boolean;
  onConfirm: (password: string, code: string | null) => Promise<void>;
  onClose: () => void;
}) {
  const id = useId();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ password?: string; code?: string; other?: string }>({});
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const missing = {
      password: password ? undefined : 'Digite sua senha',
      code: needsCode && !code.trim() ? 'Digite o código do app ou um código de recuperação' : undefined,
    };
    if (missing.password || missing.code) {
      setErrors(missing);
      return;
    }
    setBusy(true);
    setErrors({});
    try {
      await onConfirm(password, needsCode ? code : null);
    } catch (error) {
      const fields = fieldErrors(error);
      const other = fields.password || fields.code ? undefined : describeError(error, 'Erro').message;
      setErrors({ password: fields.password, code: fields.code, other });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={`${id}-title`} fullWidth maxWidth="xs">
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      <DialogContent>
        <Stack
          spacing={2}
          component="form"
          id={`${id}-form`}
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
          sx={{ pt: 1 }}
        >
          {children}
          {errors.other && (
            <Alert severity="error" role="alert">
              {errors.other}
            </Alert>
          )}
          <PasswordField
            id={`${id}-password`}
            label="Sua senha"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={Boolean(errors.password)}
            helperText={errors.password}
            autoComplete="current-password"
            autoFocus
            fullWidth
          />
          {needsCode && (
            <TextField
              id={`${id}-code`}
              label="Código do app ou de recuperação"
              value={code}
              onChange={(e) => setCode(e.target.value)}
              error={Boolean(errors.code)}
              helperText={errors.code}
              autoComplete="one-time-code"
              fullWidth
            />
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Cancelar
        </Button>
        <Button type="submit" form={`${id}-form`} variant="contained" color={danger ? 'error' : 'primary'} disabled={busy}>
          {busy ? busyLabel : confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
