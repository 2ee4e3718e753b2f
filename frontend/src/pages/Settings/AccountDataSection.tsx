import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { graphql, useFragment } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import { useSessionStore } from '../../auth/SessionProvider';
import { useToast } from '../../components/ToastProvider';
import { DownloadError, download } from '../../lib/download';
import { useAsyncMutation } from '../../relay/useAsyncMutation';
import type { AccountDataSectionDeleteMutation } from './__generated__/AccountDataSectionDeleteMutation.graphql';
import type { AccountDataSection_user$key } from './__generated__/AccountDataSection_user.graphql';
import { PasswordAndCodeDialog } from './PasswordAndCodeDialog';
import { SettingsSection } from './SettingsSection';

export const MY_DATA_REQUEST = {
  url: '/export/me.json',
  accept: 'application/json',
  fallbackName: 'agora-meus-dados.json',
  failedMessage: 'Não foi possível baixar seus dados. Tente novamente.',
};

/** 'Seus dados' (a JSON copy of everything stored) and 'Excluir conta' (LGPD). */
export function AccountDataSection({ user }: { user: AccountDataSection_user$key }) {
  const data = useFragment(
    graphql`
      fragment AccountDataSection_user on User {
        twoFactor {
          enabled
        }
      }
    `,
    user,
  );
  const session = useSessionStore();
  const toast = useToast();
  const navigate = useNavigate();
  const [downloading, setDownloading] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [deleteAccount] = useAsyncMutation<AccountDataSectionDeleteMutation>(graphql`
    mutation AccountDataSectionDeleteMutation($input: DeleteAccountInput!) {
      deleteAccount(input: $input) {
        message
      }
    }
  `);

  const downloadMyData = async () => {
    setDownloading(true);
    try {
      await download(MY_DATA_REQUEST, session);
    } catch (error) {
      const message = error instanceof DownloadError ? error.message : MY_DATA_REQUEST.failedMessage;
      toast({ title: 'Erro ao baixar', description: message, variant: 'destructive' });
    } finally {
      setDownloading(false);
    }
  };

  return (
    <>
      <SettingsSection
        title="Seus dados"
        description="Baixe uma cópia de tudo o que o Ágora guarda sobre você: perfil, configurações, sessões, reservas e pagamentos (arquivo JSON)."
      >
        <Button variant="outlined" onClick={() => void downloadMyData()} disabled={downloading}>
          {downloading ? 'Preparando...' : 'Baixar meus dados'}
        </Button>
      </SettingsSection>

      <SettingsSection title="Excluir conta">
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary">
            Suas reservas que ainda não começaram são canceladas (com reembolso integral das pagas com mais de 48 horas de
            antecedência), seus dados pessoais são apagados e todas as sessões terminam. Não é possível desfazer.
          </Typography>
          <Box>
            <Button variant="outlined" color="error" onClick={() => setDeleting(true)}>
              Excluir conta
            </Button>
          </Box>
        </Stack>
      </SettingsSection>

      {deleting && (
        <PasswordAndCodeDialog
          title="Excluir sua conta?"
          needsCode={data.twoFactor.enabled}
          danger
          confirmLabel="Excluir conta definitivamente"
          busyLabel="Excluindo..."
          onClose={() => setDeleting(false)}
          onConfirm={async (password, code) => {
            const { deleteAccount: result } = await deleteAccount({ variables: { input: { password, code } } });
            setDeleting(false);
            session.signOutLocal('user');
            toast({ title: 'Conta excluída', description: result.message });
            navigate('/', { replace: true });
          }}
        >
          <Typography>
            Esta ação é definitiva: suas reservas futuras serão canceladas e seus dados pessoais, apagados. Confirme com sua
            senha{data.twoFactor.enabled ? ' e um código do app' : ''}.
          </Typography>
        </PasswordAndCodeDialog>
      )}
    </>
  );
}
