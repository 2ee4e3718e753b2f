import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { graphql, useFragment } from 'react-relay';
import { useFormatters } from '../../components/FormatProvider';
import { useToast } from '../../components/ToastProvider';
import { countOf } from '../../lib/format';
import { useAsyncMutation } from '../../relay/useAsyncMutation';
import type { TwoFactorSectionDisableMutation } from './__generated__/TwoFactorSectionDisableMutation.graphql';
import type { TwoFactorSectionRegenerateMutation } from './__generated__/TwoFactorSectionRegenerateMutation.graphql';
import type { TwoFactorSection_user$key } from './__generated__/TwoFactorSection_user.graphql';
import { PasswordAndCodeDialog } from './PasswordAndCodeDialog';
import { RecoveryCodes } from './RecoveryCodes';
import { SettingsSection } from './SettingsSection';
import { TwoFactorSetupDialog } from './TwoFactorSetupDialog';

type Open = 'setup' | 'disable' | 'regenerate' | null;

/** 'Verificação em duas etapas': turn it on or off, and renew the recovery codes. */
export function TwoFactorSection({ user }: { user: TwoFactorSection_user$key }) {
  const data = useFragment(
    graphql`
      fragment TwoFactorSection_user on User {
        twoFactor {
          enabled
          enabledAt
          recoveryCodesLeft
          required
        }
      }
    `,
    user,
  );
  const { date } = useFormatters();
  const toast = useToast();
  const [open, setOpen] = useState<Open>(null);
  const [newCodes, setNewCodes] = useState<readonly string[] | null>(null);
  const [disable] = useAsyncMutation<TwoFactorSectionDisableMutation>(graphql`
    mutation TwoFactorSectionDisableMutation($input: ConfirmWithCodeInput!) {
      disableTwoFactor(input: $input) {
        user {
          id
          ...TwoFactorSection_user
        }
      }
    }
  `);
  const [regenerate] = useAsyncMutation<TwoFactorSectionRegenerateMutation>(graphql`
    mutation TwoFactorSectionRegenerateMutation($input: ConfirmWithCodeInput!) {
      regenerateRecoveryCodes(input: $input) {
        recoveryCodes
        user {
          id
          ...TwoFactorSection_user
        }
      }
    }
  `);
  const { enabled, enabledAt, recoveryCodesLeft, required } = data.twoFactor;

  return (
    <SettingsSection
      title="Verificação em duas etapas"
      description="Além da senha, peça um código do app autenticador do seu celular para entrar."
    >
      <Stack spacing={2}>
        {required && (
          <Alert severity="warning" role="alert">
            A política da conta exige a verificação em duas etapas para administradores. Ative-a para usar as funções de
            administrador.
          </Alert>
        )}
        {enabled ? (
          <>
            <Typography>
              <strong>Ativa</strong>
              {enabledAt ? ` desde ${date(enabledAt)}` : ''}.{' '}
              {recoveryCodesLeft === 0
                ? 'Você não tem mais códigos de recuperação: gere novos.'
                : `${countOf(recoveryCodesLeft, 'código de recuperação disponível', 'códigos de recuperação disponíveis')}.`}
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
              <Button variant="outlined" onClick={() => setOpen('regenerate')}>
                Gerar novos códigos de recuperação
              </Button>
              <Button variant="outlined" color="error" onClick={() => setOpen('disable')}>
                Desativar
              </Button>
            </Stack>
          </>
        ) : (
          <>
            <Typography>
              <strong>Desativada.</strong> Funciona com qualquer app autenticador (Google Authenticator, Microsoft
              Authenticator, 1Password, Authy…).
            </Typography>
            <div>
              <Button variant="contained" onClick={() => setOpen('setup')}>
                Ativar verificação em duas etapas
              </Button>
            </div>
          </>
        )}
      </Stack>

      {open === 'setup' && <TwoFactorSetupDialog onClose={() => setOpen(null)} />}
      {open === 'disable' && (
        <PasswordAndCodeDialog
          title="Desativar verificação em duas etapas"
          needsCode
          danger
          confirmLabel="Desativar"
          busyLabel="Desativando..."
          onClose={() => setOpen(null)}
          onConfirm={async (password, code) => {
            await disable({ variables: { input: { password, code: code ?? '' } } });
            setOpen(null);
            toast({ title: 'Verificação em duas etapas desativada', description: 'Agora só a senha é pedida para entrar.' });
          }}
        >
          <Typography>Sua conta ficará protegida apenas pela senha.</Typography>
        </PasswordAndCodeDialog>
      )}
      {open === 'regenerate' && (
        <PasswordAndCodeDialog
          title="Gerar novos códigos de recuperação"
          needsCode
          confirmLabel="Gerar códigos"
          busyLabel="Gerando..."
          onClose={() => setOpen(null)}
          onConfirm={async (password, code) => {
            const { regenerateRecoveryCodes } = await regenerate({ variables: { input: { password, code: code ?? '' } } });
            setOpen(null);
            setNewCodes(regenerateRecoveryCodes.recoveryCodes);
          }}
        >
          <Typography>Os códigos antigos deixam de funcionar.</Typography>
        </PasswordAndCodeDialog>
      )}
      <Dialog open={newCodes !== null} aria-labelledby="new-recovery-codes-title" fullWidth maxWidth="sm">
        <DialogTitle id="new-recovery-codes-title">Seus novos códigos de recuperação</DialogTitle>
        <DialogContent>{newCodes && <RecoveryCodes codes={newCodes} />}</DialogContent>
        <DialogActions>
          <Button variant="contained" onClick={() => setNewCodes(null)}>
            Concluído
          </Button>
        </DialogActions>
      </Dialog>
    </SettingsSection>
  );
}
