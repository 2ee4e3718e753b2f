import { useEffect, useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { graphql } from 'react-relay';
import { useToast } from '../../components/ToastProvider';
import { describeError, fieldErrors } from '../../relay/errors';
import { useAsyncMutation } from '../../relay/useAsyncMutation';
import type { TwoFactorSetupDialogEnableMutation } from './__generated__/TwoFactorSetupDialogEnableMutation.graphql';
import type { TwoFactorSetupDialogStartMutation } from './__generated__/TwoFactorSetupDialogStartMutation.graphql';
import { RecoveryCodes } from './RecoveryCodes';

interface Setup {
  secret: string;
  qrCodeSvg: string;
}

/**
 * 'Ativar': scan the QR code (or type the key), confirm with a code, keep the recovery
 * codes. Render it only while open: each opening asks the server for a new secret.
 */
export function TwoFactorSetupDialog({ onClose }: { onClose: () => void }) {
  const titleId = useId();
  const toast = useToast();
  const [setup, setSetup] = useState<Setup | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>();
  const [codes, setCodes] = useState<readonly string[] | null>(null);
  const [start] = useAsyncMutation<TwoFactorSetupDialogStartMutation>(graphql`
    mutation TwoFactorSetupDialogStartMutation {
      startTwoFactorSetup {
        secret
        qrCodeSvg
      }
    }
  `);
  const [enable, enabling] = useAsyncMutation<TwoFactorSetupDialogEnableMutation>(graphql`
    mutation TwoFactorSetupDialogEnableMutation($input: EnableTwoFactorInput!) {
      enableTwoFactor(input: $input) {
        recoveryCodes
        user {
          id
          ...TwoFactorSection_user
        }
      }
    }
  `);

  // Mounted when opened (the parent renders it then), so every opening starts afresh.
  useEffect(() => {
    let live = true;
    start({ variables: {} })
      .then(({ startTwoFactorSetup }) => live && setSetup(startTwoFactorSetup))
      .catch((error: unknown) => live && setLoadError(describeError(error, 'Erro').message));
    return () => {
      live = false;
    };
  }, [start]);

  const confirm = async () => {
    if (!code.trim()) {
      setCodeError('Digite o código de 6 dígitos');
      return;
    }
    try {
      const { enableTwoFactor } = await enable({ variables: { input: { code } } });
      setCodes(enableTwoFactor.recoveryCodes);
      toast({ title: 'Verificação em duas etapas ativada', description: 'Na próxima entrada, o Ágora vai pedir um código.' });
    } catch (error) {
      setCodeError(fieldErrors(error).code ?? describeError(error, 'Erro').message);
    }
  };

  const keyGroups = setup?.secret.match(/.{1,4}/g)?.join(' ') ?? '';
  return (
    <Dialog open onClose={codes ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{codes ? 'Seus códigos de recuperação' : 'Ativar verificação em duas etapas'}</DialogTitle>
      <DialogContent>
        {codes ? (
          <RecoveryCodes codes={codes} />
        ) : loadError ? (
          <Alert severity="error" role="alert">
            {loadError}
          </Alert>
        ) : !setup ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
            <CircularProgress aria-label="Preparando o QR code" />
          </Box>
        ) : (
          <Stack
            spacing={2}
            component="form"
            id={`${titleId}-form`}
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              void confirm();
            }}
          >
            <Typography>
              1. No seu app autenticador (Google Authenticator, Microsoft Authenticator, 1Password, Authy…), adicione uma
              conta lendo este QR code.
            </Typography>
            <Box
              component="img"
              src={`data:image/svg+xml;utf8,${encodeURIComponent(setup.qrCodeSvg)}`}
              alt="QR code para adicionar o Ágora ao app autenticador"
              sx={{ width: 200, height: 200, alignSelf: 'center', border: 1, borderColor: 'divider' }}
            />
            <Typography variant="body2" color="text.secondary">
              Não consegue ler o QR code? Digite esta chave no app:{' '}
              <Box component="code" sx={{ fontSize: '0.95rem', color: 'text.primary', wordBreak: 'break-all' }} aria-label={`Chave: ${setup.secret}`}>
                {keyGroups}
              </Box>
            </Typography>
            <Typography>2. Digite o código de 6 dígitos que o app mostra.</Typography>
            <TextField
              id="two-factor-setup-code"
              label="Código do app autenticador"
              value={code}
              onChange={(e) => setCode(e.target.value)}
              error={Boolean(codeError)}
              helperText={codeError}
              autoComplete="one-time-code"
              slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 7 } }}
              sx={{ maxWidth: 280 }}
            />
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        {codes ? (
          <Button variant="contained" onClick={onClose}>
            Concluído
          </Button>
        ) : (
          <>
            <Button onClick={onClose}>Cancelar</Button>
            <Button variant="contained" type="submit" form={`${titleId}-form`} disabled={!setup || enabling}>
              {enabling ? 'Ativando...' : 'Ativar'}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
